import { NextResponse, type NextRequest } from "next/server";
import { leadFormPages, leadReplyPath } from "@/config/leads";
import { wildcardOfSite } from "@/config/server-names";
import { site } from "@/config/site";
import type { LeadForm } from "@/db/schema";
import { localHref } from "@/i18n/links";
import { internalPath, type Resolution } from "@/i18n/resolve";
import { servedPagePolicies, withPolicy } from "@/lib/csp/pages";
import { encodeReply, failureStatus, replyHeader, replyParam, type FailureCode, type LeadReply } from "./reply";
import { honeypotField } from "./fields";
import { submitLead } from "./submit";
import { fieldsOf, leadFormTable, optionValues, type LeadFormTable } from "./forms";
import { asChecked, echoable, validateLead } from "./validate";

/**
 * A lead form's POST (docs/leads.md), answered by the proxy itself. It refuses what no honest
 * form sends (another site's POST, another content type, an oversized body, another form's name),
 * and checks the fields: an error is answered with the page again (no JavaScript) or JSON (the
 * page's script). A valid lead is stored at once (`submit.ts`: the proof of work, the limits, the
 * lead and its outbox rows), and answered with a 303 to the thank-you, or JSON. A robot's lead (the
 * honeypot) is stored too, marked.
 */

/** The largest body a lead form sends: its longest fields, percent-encoded, with room to spare. */
export const maxBodyBytes = 32 * 1024;

const noStore = "private, no-store";

/** The header that names a Server Action (`ACTION_HEADER` in next/dist/client/components/app-router-headers). */
const actionHeader = "next-action";

/**
 * The origins a lead form may be posted from: the site's public origin (`NEXT_PUBLIC_SITE_URL`),
 * those of `LEADS_ALLOWED_ORIGINS` (comma-separated: a staging host), the host names the edge
 * answers (`EDGE_SERVER_NAMES`), and the machine's own loopback names, which no other site can
 * take. Never the request's `Host` alone: a page whose name an attacker points at this server (DNS
 * rebinding) would otherwise pass as the site itself. `host` (the request's) only narrows a
 * wildcard name: see below.
 */
export function allowedOrigin(origin: string, env: Record<string, string | undefined> = process.env, host?: string | null): boolean {
  const url = URL.parse(origin);
  // "null" (a sandboxed frame, a file) or garbage is no address: another site.
  if (!url?.host || !/^https?:$/.test(url.protocol)) return false;
  if (["localhost", "127.0.0.1", "[::1]"].includes(url.hostname)) return true;
  // The host names the edge answers (`EDGE_SERVER_NAMES`, docs/deployment.md) are the site's own,
  // over https and, where the edge is the hop that speaks to browsers, http, on the scheme's own
  // port.
  const names = (env.EDGE_SERVER_NAMES ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (url.port === "" && wildcardOrigin(url.hostname, names, host)) return true;
  const exact = names.filter((name) => !name.startsWith("*")).flatMap((name) => [`https://${name}`, `http://${name}`]);
  const allowed = [site.url, ...(env.LEADS_ALLOWED_ORIGINS ?? "").split(","), ...exact].map((entry) => URL.parse(entry.trim())?.origin);
  // One trailing dot (`https://www.example.com.`) is the same name, as nginx reads it.
  const named = `${url.protocol}//${bareName(url.hostname)}${url.port ? `:${url.port}` : ""}`;
  return allowed.includes(named);
}

/** A host name in lower case without its one trailing dot. */
const bareName = (name: string) => name.toLowerCase().replace(/\.$/, "");

/** A wildcard server name as the edge takes it: `*.` and at least two labels (`*.example.com`). */
const wildcardName = /^\*((?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?){2,})$/;

/**
 * A wildcard of `EDGE_SERVER_NAMES` (`*.example.com`) stands for the subdomains this edge
 * serves, not for every page under the domain (`git.example.com`, `app.example.com` are other
 * sites): an Origin under it is the site's own only when it is the very host the form was posted
 * to (the request's `Host`, which nginx answers only for a declared name). Matched as nginx's
 * `server_name` matches it: at any depth, never the bare domain; one trailing dot ignored on both
 * sides, as nginx ignores it. A wildcard wider than the site's own domain (`*.dz`, `*.com.dz`:
 * `wildcardOfSite`) or a malformed one is no name: on a wildcard the Host decides, and a name an
 * attacker points at this server (DNS rebinding) brings its own Host.
 */
function wildcardOrigin(hostname: string, names: string[], host: string | null | undefined): boolean {
  const origin = bareName(hostname);
  const requested = host ? bareName(URL.parse(`http://${host}`)?.hostname ?? "") : "";
  if (!requested || origin !== requested) return false;
  const siteHost = URL.parse(site.url)?.hostname ?? "";
  return names.some((name) => {
    const suffix = wildcardName.exec(name)?.[1];
    return suffix !== undefined && wildcardOfSite(name, siteHost) && origin.endsWith(suffix) && origin.length > suffix.length;
  });
}

/** Whether the browser says the POST comes from another site (Fetch Metadata, then Origin). */
export function crossSite(request: Pick<NextRequest, "headers">, env: Record<string, string | undefined> = process.env): boolean {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  const origin = request.headers.get("origin");
  return origin !== null && !allowedOrigin(origin, env, request.headers.get("host"));
}

/**
 * What the visitor typed, to put back in the form, whatever the answer (400 or 422): only this
 * form's fields (its table's) and the consent box; of a choice, only a value it offers (each once);
 * of anything else, the value cut at its field's maximum and read as its rule reads it (trimmed, without
 * bidirectional controls), and only if it passes the one-line rule (a message: its own). A value
 * that breaks it (markup, a control character, a line break where none belongs) is not sent back,
 * whatever error its field got first: the visitor types it again, and nothing hostile is ever
 * echoed, even escaped (red team F39-2, F39-3).
 */
export function keptValues(form: LeadForm, body: URLSearchParams, table: LeadFormTable = leadFormTable): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const { name, spec } of [...fieldsOf(form, table), { name: "consent", spec: { kind: "yesNo" } as const }]) {
    const all = body.getAll(name);
    if (all.length === 0) continue;
    const offered = optionValues(spec);
    if (spec.kind === "checkboxes") values[name] = offered.filter((value) => all.includes(value));
    else if (offered.length > 0) {
      if (offered.includes(all[0]!)) values[name] = all[0]!;
    } else {
      // Cut at the field's own maximum: a 422 page is never more than the form's maxima together
      // (red team L2-3); a value that was too long comes back cut, next to its `tooLong`.
      const value = asChecked(spec, all[0]!.slice(0, spec.max ?? 3000));
      if (echoable(spec, value)) values[name] = value;
    }
  }
  return values;
}

type Context = { form: LeadForm; resolved: Resolution; wantsJson: boolean; request: NextRequest };

/** The answer to a POST: JSON for the page's script; for a browser without it, the page again (rewritten to its reply page) with this status. */
function answer(context: Context, reply: LeadReply, status: number): NextResponse {
  if (context.wantsJson) return NextResponse.json(reply, { status, headers: { "Cache-Control": noStore } });
  const url = context.request.nextUrl.clone();
  url.search = "";
  url.pathname = internalPath({ ...context.resolved, rest: leadReplyPath(context.form) });
  // Rendered for this request: with a nonce of its own (src/lib/csp/pages.ts).
  const page = servedPagePolicies()?.perRequest(context.resolved);
  const headers = page ? withPolicy(context.request.headers, page.policy) : new Headers(context.request.headers);
  // Next takes any POST to a page that names an action (`Next-Action`) or has a multipart body
  // (any urlencoded one too) for a Server Action, and answers it itself: a 404 page, or a line of
  // text, instead of this answer. The reply page reads no body: without these two, it is a plain
  // POST that Next renders (red team F39-4).
  headers.delete(actionHeader);
  headers.delete("content-type");
  headers.set(replyHeader, encodeReply(reply));
  const response = NextResponse.rewrite(url, { status, request: { headers } });
  if (page) response.headers.set("Content-Security-Policy", page.policy);
  response.headers.set("Cache-Control", noStore);
  return response;
}

function fail(context: Context, failure: FailureCode, values: Record<string, string | string[]>, status: number = failureStatus[failure]) {
  return answer(context, { status: "failed", failure, values }, status);
}

/** The address of a form's page with `?reply=…`, where a 303 after its POST leads. */
export function replyLocation(form: LeadForm, resolved: Pick<Resolution, "region">, value: string): string {
  return `${localHref(resolved.region, leadFormPages[form].path)}?${replyParam}=${value}`;
}

/** The proxy's handling of a POST to a page that holds a lead form. */
export async function handleLeadPost(request: NextRequest, form: LeadForm, resolved: Resolution): Promise<NextResponse> {
  const wantsJson = request.headers.get("accept")?.includes("application/json") ?? false;
  const context: Context = { form, resolved, wantsJson, request };
  if (crossSite(request)) return fail(context, "rejected", {}, 403);
  const type = request.headers.get("content-type")?.split(";")[0]!.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded") return fail(context, "rejected", {}, 415);
  const declared = Number(request.headers.get("content-length")); // none: Number(null), 0
  if (declared > maxBodyBytes) return fail(context, "tooLarge", {});
  let text: string;
  try {
    text = await request.text();
  } catch {
    return fail(context, "rejected", {});
  }
  if (Buffer.byteLength(text) > maxBodyBytes) return fail(context, "tooLarge", {});
  const body = new URLSearchParams(text);
  const values = keptValues(form, body);
  if (body.get("form") !== form) return fail(context, "rejected", values);
  const checked = validateLead(form, resolved.region, body);
  // What breaks the one-line rule was already left out of `values` (keptValues).
  if (!checked.ok) return answer(context, { status: "invalid", errors: checked.errors, values }, 422);
  // Stored here, in this request: no second hop, no second read or check of the body.
  const outcome = await submitLead({
    form,
    lang: resolved.lang,
    region: resolved.region,
    lead: checked.lead,
    body,
    headers: request.headers,
    // Only a robot fills in the field no one sees: its lead is kept, marked, and never sent to
    // the team (an autofill that fills it by mistake loses nothing).
    honeypot: Boolean(body.get(honeypotField)),
  });
  if (outcome !== "sent" && wantsJson) return answer(context, { status: "failed", failure: outcome, values: {} }, failureStatus[outcome]);
  if (wantsJson) return answer(context, { status: "sent" }, 200);
  // Without JavaScript: 303 to the page with `?reply=`, which shows the thank-you or the sentence.
  const response = NextResponse.redirect(new URL(replyLocation(form, resolved, outcome), request.nextUrl), 303);
  response.headers.set("Cache-Control", noStore);
  return response;
}

/** A GET of a form's page with `?reply=`: its reply page, for this visitor only. */
export function replyPageRewrite(request: NextRequest, form: LeadForm, resolved: Resolution, reply: LeadReply): NextResponse {
  return answer({ form, resolved, wantsJson: false, request }, reply, 200);
}
