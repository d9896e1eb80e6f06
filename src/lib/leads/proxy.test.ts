import { describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import type { Resolution } from "@/i18n/resolve";
import { validSalesLead as valid } from "../../../tests/support/lead-fixtures";
import { crossSite, handleLeadPost, maxBodyBytes, replyLocation, replyPageRewrite } from "./proxy";
import { honeypotField } from "./fields";
import type { Submission, SubmitOutcome } from "./submit";

// What the proxy hands a valid lead to, and what it answers (src/lib/leads/submit.test.ts stores for real).
const stored = vi.hoisted(() => ({ submissions: [] as Submission[], outcome: "sent" as SubmitOutcome }));
vi.mock("./submit", () => ({
  submitLead: async (submission: Submission) => {
    stored.submissions.push(submission);
    return stored.outcome;
  },
}));

// Written out, not read from the module under test.
const page = "http://localhost:3000/dz/business/pay/contact";
const resolved: Resolution = { region: "dz", rest: "/business/pay/contact", lang: "fr", source: "cookie", setCookie: null };
const form = "application/x-www-form-urlencoded";

function post(body: string | Record<string, string>, headers: Record<string, string> = {}, url = page) {
  const text = typeof body === "string" ? body : new URLSearchParams(body).toString();
  return new NextRequest(url, { method: "POST", body: text, headers: { "content-type": form, ...headers } });
}

/** What the proxy hands on: status, rewrite, Location, Cache-Control, and the request headers it adds. */
async function read(response: Response) {
  const reply = response.headers.get("x-middleware-request-x-lead-reply");
  const json = response.headers.get("content-type")?.startsWith("application/json") ? await response.json() : null;
  return {
    status: response.status,
    rewrite: response.headers.get("x-middleware-rewrite"),
    location: response.headers.get("location"),
    cacheControl: response.headers.get("cache-control"),
    reply: reply ? JSON.parse(Buffer.from(reply, "base64url").toString("utf8")) : null,
    json,
  };
}

describe("crossSite: Fetch Metadata, then Origin", () => {
  const request = (headers: Record<string, string>) => ({ headers: new Headers(headers) });
  it("trusts what the browser says of the site the request comes from", () => {
    expect(crossSite(request({ "sec-fetch-site": "same-origin" }))).toBe(false);
    expect(crossSite(request({ "sec-fetch-site": "none" }))).toBe(false);
    expect(crossSite(request({ "sec-fetch-site": "same-site" }))).toBe(true);
    expect(crossSite(request({ "sec-fetch-site": "cross-site" }))).toBe(true);
  });
  it("compares the Origin with the site's public origins and loopback, never with the request's Host (DNS rebinding)", () => {
    expect(crossSite(request({ origin: "https://www.cirta.example" }))).toBe(false);
    expect(crossSite(request({ origin: "http://www.cirta.example" }))).toBe(true);
    expect(crossSite(request({ origin: "http://127.0.0.1:8080" }))).toBe(false);
    expect(crossSite(request({ origin: "http://[::1]:8080" }))).toBe(false);
    // A name an attacker points at this server: Host and Origin agree, the browser says same-origin.
    const rebound = { host: "rebind.attacker.example", origin: "http://rebind.attacker.example", "sec-fetch-site": "same-origin" };
    expect(crossSite(request(rebound))).toBe(true);
    // A staging host, declared.
    expect(
      crossSite(request({ origin: "https://staging.cirta.example" }), {
        LEADS_ALLOWED_ORIGINS: "https://staging.cirta.example, https://x.example",
      }),
    ).toBe(false);
    expect(crossSite(request({ origin: "https://staging.cirta.example" }), {})).toBe(true);
    expect(crossSite(request({ origin: "ftp://localhost" }))).toBe(true);
    // The other host names the edge answers are the site's own too.
    const names = { EDGE_SERVER_NAMES: "www.cirta.example,cirta.example" };
    expect(crossSite(request({ origin: "https://cirta.example" }), names)).toBe(false);
    expect(crossSite(request({ origin: "https://cirta.example" }), {})).toBe(true);
    // A wildcard name, as nginx's server_name reads it: a subdomain at any depth, on the scheme's
    // own port, and only the one the form was posted to (its Host): git.cirta.example, another
    // site under the same domain, is not this one.
    const wildcard = { EDGE_SERVER_NAMES: "*.Cirta.example" };
    const at = (origin: string, host = URL.parse(origin)?.hostname ?? "") => crossSite(request({ origin, host }), wildcard);
    expect(at("https://fr.cirta.example")).toBe(false);
    expect(at("http://a.b.cirta.example")).toBe(false);
    expect(at("https://fr.cirta.example.", "fr.cirta.example")).toBe(false);
    expect(at("https://FR.cirta.example", "fr.cirta.example:443")).toBe(false);
    expect(at("http://git.cirta.example", "fr.cirta.example")).toBe(true);
    expect(crossSite(request({ origin: "https://fr.cirta.example" }), wildcard)).toBe(true);
    expect(at("https://cirta.example")).toBe(true);
    expect(at("https://evilcirta.example")).toBe(true);
    expect(at("https://fr.cirta.example.evil.example")).toBe(true);
    expect(at("https://fr.cirta.example:8443", "fr.cirta.example")).toBe(true);
    expect(at("ftp://fr.cirta.example", "fr.cirta.example")).toBe(true);
    // A wildcard wider than the site's domain (www.cirta.example: *.cirta.example or
    // *.www.cirta.example) is no name: on a wildcard the Host decides, and a name an attacker
    // points at this server brings its own (DNS rebinding under *.com.dz, *.github.io).
    expect(crossSite(request({ origin: "https://x.www.cirta.example", host: "x.www.cirta.example" }), { EDGE_SERVER_NAMES: "*.www.cirta.example" })).toBe(false);
    for (const [names, attacker] of [["*.com.dz", "attacker.com.dz"], ["*.github.io", "attacker.github.io"], ["*.example", "evil.example"]] as const)
      expect(crossSite(request({ origin: `http://${attacker}`, host: attacker }), { EDGE_SERVER_NAMES: names })).toBe(true);
    // A name under the site's domain is within it.
    expect(crossSite(request({ origin: "https://pr-7.preview.cirta.example", host: "pr-7.preview.cirta.example" }), { EDGE_SERVER_NAMES: "*.preview.cirta.example" })).toBe(false);
    // An exact name with its trailing dot is the same name, as nginx reads it.
    expect(crossSite(request({ origin: "https://www.cirta.example." }), {})).toBe(false);
    expect(crossSite(request({ origin: "https://cirta.example." }), names)).toBe(false);
    // A wildcard of one label, or none, is no name: it never opens every site under it.
    for (const names of ["*.example", "*.", "*", "*..example"]) {
      expect(crossSite(request({ origin: "https://evil.example", host: "evil.example" }), { EDGE_SERVER_NAMES: names })).toBe(true);
      expect(crossSite(request({ origin: "https://evil.example.", host: "evil.example." }), { EDGE_SERVER_NAMES: names })).toBe(true);
    }
  });
  it("without Fetch Metadata, compares the Origin with the site's own", () => {
    expect(crossSite(request({}))).toBe(false);
    expect(crossSite(request({ origin: "http://localhost:3000", host: "localhost:3000" }))).toBe(false);
    expect(crossSite(request({ origin: "https://evil.example", host: "localhost:3000" }))).toBe(true);
    expect(crossSite(request({ origin: "https://evil.example" }))).toBe(true);
    expect(crossSite(request({ origin: "null", host: "localhost:3000" }))).toBe(true);
    // A file's page has an origin with no host: never this site, even with an empty Host header.
    expect(crossSite(request({ origin: "file:///C:/form.html", host: "" }))).toBe(true);
    expect(crossSite(request({ "sec-fetch-site": "same-origin", origin: "https://evil.example", host: "localhost:3000" }))).toBe(true);
  });
});

describe("handleLeadPost: what the proxy refuses before any database", () => {
  it("refuses another site's POST with a 403, the page again for a browser and JSON for the page's script", async () => {
    const page403 = await read(await handleLeadPost(post(valid, { "sec-fetch-site": "cross-site" }), "sales", resolved));
    expect(page403.status).toBe(403);
    expect(page403.rewrite).toBe("http://localhost:3000/fr/dz/business/pay/contact/reply");
    expect(page403.reply).toEqual({ status: "failed", failure: "rejected", values: {} });
    expect(page403.cacheControl).toBe("private, no-store");
    const json403 = await read(
      await handleLeadPost(post(valid, { "sec-fetch-site": "cross-site", accept: "application/json" }), "sales", resolved),
    );
    expect([json403.status, json403.json, json403.rewrite, json403.cacheControl]).toEqual([
      403,
      { status: "failed", failure: "rejected", values: {} },
      null,
      "private, no-store",
    ]);
  });

  it("takes only a urlencoded body (any case, any parameters), and answers 415 to anything else", async () => {
    for (const type of ["text/plain", "multipart/form-data; boundary=x", "application/json", ""]) {
      const answer = await read(await handleLeadPost(post(valid, { "content-type": type }), "sales", resolved));
      expect([answer.status, answer.reply?.failure], type).toEqual([415, "rejected"]);
    }
    for (const type of [`${form}; charset=UTF-8`, " Application/X-WWW-Form-Urlencoded ", `${form} ; charset=UTF-8`]) {
      const answer = await read(await handleLeadPost(post(valid, { "content-type": type }), "sales", resolved));
      expect([answer.status, answer.location], type).toEqual([303, "http://localhost:3000/dz/business/pay/contact?reply=sent"]);
    }
  });

  it("hands the reply page a request Next cannot take for a Server Action: no Next-Action, no content type (red team F39-4)", async () => {
    const cases: [string, Record<string, string>, Record<string, string>, number][] = [
      ["multipart", valid, { "content-type": "multipart/form-data; boundary=x" }, 415],
      ["Next-Action on a field in error", { ...valid, email: "bad" }, { "next-action": "7f".padEnd(42, "0") }, 422],
      ["Next-Action on another content type", valid, { "content-type": "text/plain", "next-action": "x" }, 415],
      ["Next-Action on another form's name", { ...valid, form: "admin" }, { "next-action": "x" }, 400],
    ];
    for (const [what, body, headers, status] of cases) {
      const response = await handleLeadPost(post(body, headers), "sales", resolved);
      expect([response.status, response.headers.get("x-middleware-rewrite")], what).toEqual([
        status,
        "http://localhost:3000/fr/dz/business/pay/contact/reply",
      ]);
      // The request headers the rewritten request keeps (Next drops every other one).
      const kept = response.headers.get("x-middleware-override-headers")?.split(",") ?? [];
      expect(kept, what).toContain("x-lead-reply");
      expect(kept, what).not.toContain("next-action");
      expect(kept, what).not.toContain("content-type");
    }
    // The GET of ?reply= keeps none of them either.
    const reply = replyPageRewrite(new NextRequest(`${page}?reply=sent`, { headers: { "next-action": "x" } }), "sales", resolved, { status: "sent" });
    expect(reply.headers.get("x-middleware-override-headers")?.split(",")).not.toContain("next-action");
  });

  it("refuses a body over the limit with a 413, declared or not", async () => {
    const declared = await read(await handleLeadPost(post(valid, { "content-length": String(maxBodyBytes + 1) }), "sales", resolved));
    expect([declared.status, declared.reply]).toEqual([413, { status: "failed", failure: "tooLarge", values: {} }]);
    const padded = new URLSearchParams({ ...valid, pad: "x".repeat(maxBodyBytes) }).toString();
    const sent = await read(await handleLeadPost(post(padded), "sales", resolved));
    expect([sent.status, sent.reply?.failure]).toEqual([413, "tooLarge"]);
    // A body of exactly the limit goes on.
    const base = new URLSearchParams(valid).toString();
    const exact = `${base}&pad=${"x".repeat(maxBodyBytes - base.length - 5)}`;
    expect(Buffer.byteLength(exact)).toBe(maxBodyBytes);
    expect((await read(await handleLeadPost(post(exact), "sales", resolved))).status).toBe(303);
    expect((await read(await handleLeadPost(post(valid, { "content-length": String(maxBodyBytes) }), "sales", resolved))).status).not.toBe(
      413,
    );
  });

  it("refuses another form's name with a 400, and gives back what was typed in this form's fields only", async () => {
    const answer = await read(
      await handleLeadPost(post({ ...valid, form: "contact", other: "x", [honeypotField]: "" }), "sales", resolved),
    );
    expect(answer.status).toBe(400);
    const typed = { ...valid } as Partial<typeof valid>;
    delete typed.form;
    expect(answer.reply).toEqual({ status: "failed", failure: "rejected", values: typed });
    expect((await read(await handleLeadPost(post({ name: "x" }), "sales", resolved))).status).toBe(400);
  });

  it("gives back nothing hostile with the 400 either: markup, a NUL, a consent box's or a choice's value no form sends (red team F39-2)", async () => {
    const hostile = {
      ...valid,
      form: "admin",
      name: "<script>alert(1)</script>",
      organisation: "a\u0000b",
      message: "line\u0000",
      volume: "<b>zzz</b>",
      consent: "<img src=x onerror=alert(1)>",
    };
    const answer = await read(await handleLeadPost(post(hostile, { accept: "application/json" }), "sales", resolved));
    expect([answer.status, answer.json]).toEqual([
      400,
      { status: "failed", failure: "rejected", values: { email: valid.email, phone: valid.phone } },
    ]);
    // A body of NULs, as large as one may be, comes back as nothing, not as a page ten times its size.
    const nuls = Object.fromEntries(["organisation", "name", "email", "phone", "website", "message"].map((field) => [field, "\u0000".repeat(1500)]));
    const flood = await read(await handleLeadPost(post({ form: "admin", ...nuls }), "sales", resolved));
    expect([flood.status, flood.reply.values]).toEqual([400, {}]);
  });

  it("gives back a value as its rule reads it, trimmed, never with the line break or separator it was trimmed of (red team F39-3)", async () => {
    const answer = await read(
      await handleLeadPost(post({ ...valid, name: "Karim\r\n", organisation: " Org\u2028", email: "bad\t" }), "sales", resolved),
    );
    expect(answer.status).toBe(422);
    expect(answer.reply.errors).toEqual({ email: "email" });
    expect(answer.reply.values).toMatchObject({ name: "Karim", organisation: "Org", email: "bad" });
  });

  it("gives back the e-mail, phone and web address without bidirectional controls or invisible characters (red team L2-1)", async () => {
    const answer = await read(
      await handleLeadPost(
        post({
          ...valid,
          email: "\u202Ezd.elpmaxe@k",
          phone: "\u202E65 43 21 0550\u200B",
          website: "\u202Ehttps://x.dz\u2066",
          volume: "zzz",
        }),
        "sales",
        resolved,
      ),
    );
    expect(answer.status).toBe(422);
    expect(answer.reply.values).toMatchObject({ email: "zd.elpmaxe@k", phone: "65 43 21 0550", website: "https://x.dz" });
  });

  it("sends a robot's lead (the hidden field filled in) on to be stored, marked, as any other", async () => {
    const page = await read(await handleLeadPost(post({ ...valid, [honeypotField]: "1" }), "sales", resolved));
    expect([page.status, page.cacheControl]).toEqual([303, "private, no-store"]);
    expect(stored.submissions.at(-1)?.honeypot).toBe(true);
    await handleLeadPost(post(valid), "sales", resolved);
    expect(stored.submissions.at(-1)?.honeypot).toBe(false);
  });

  it("answers fields in error with a 422: each field's code, and what was typed except what was refused for its content", async () => {
    const answer = await read(await handleLeadPost(post({ ...valid, name: "<b>x</b>", email: "not-an-address" }), "sales", resolved));
    expect(answer.status).toBe(422);
    expect(answer.rewrite).toBe("http://localhost:3000/fr/dz/business/pay/contact/reply");
    expect(answer.cacheControl).toBe("private, no-store");
    expect(answer.reply.status).toBe("invalid");
    expect(answer.reply.errors).toEqual({ name: "invalid", email: "email" });
    expect(answer.reply.values).toEqual({
      organisation: valid.organisation,
      email: "not-an-address",
      phone: valid.phone,
      volume: valid.volume,
      consent: "yes",
    });
    const json = await read(
      await handleLeadPost(post({ ...valid, consent: "" }, { accept: "text/html, application/json" }), "sales", resolved),
    );
    expect([json.status, json.json?.errors]).toEqual([422, { consent: "consent" }]);
  });

  it("never sends back a value that breaks the one-line rule, whatever error its field got first", async () => {
    // Too long first (its code is tooLong), and markup: not put back in the form, even escaped.
    const hostile = `<script>alert(1)</script>${"a".repeat(100)}`;
    const answer = await read(
      await handleLeadPost(
        post({ ...valid, name: hostile, organisation: `${"b".repeat(121)}`, email: "x\ny@example.dz" }),
        "sales",
        resolved,
      ),
    );
    expect(answer.status).toBe(422);
    expect(answer.reply.errors).toMatchObject({ name: "tooLong", organisation: "tooLong", email: "email" });
    expect(answer.reply.values).not.toHaveProperty("name");
    expect(answer.reply.values).not.toHaveProperty("email");
    // A value that is only too long, with nothing hostile in it, comes back cut at its field's maximum.
    expect(answer.reply.values).toHaveProperty("organisation", "b".repeat(120));
  });

  it("gives back a field cut at its own maximum (an e-mail at 254), and at most three interests, each one the form offers", async () => {
    const notify: Resolution = { region: "ma", rest: "/", lang: "ar", source: "default", setCookie: null };
    const body = new URLSearchParams([
      ["form", "notify"],
      ["email", `${"a".repeat(3100)}`],
      ...["<script>alert(1)</script>", "app", "pay", "pro", "app"].map((value) => ["interests", value]),
    ]).toString();
    const answer = await read(await handleLeadPost(post(body, {}, "http://localhost:3000/ma"), "notify", notify));
    expect(answer.status).toBe(422);
    expect(answer.rewrite).toBe("http://localhost:3000/ar/ma/reply");
    expect(answer.reply.values).toEqual({ email: "a".repeat(254), interests: ["app", "pay", "pro"] });
  });

  it("gives back each over-long value cut at its own field's maximum: the page never grows past the form's maxima (red team L2-3)", async () => {
    // A raw `"` is legal in a urlencoded body: 15,000 of them stay under the body's limit.
    const long = '"'.repeat(3000);
    const fields = ["name", "organisation", "email", "phone", "message"].map((name) => `${name}=${long}`).join("&");
    const body = `form=sales&volume=under-1m&consent=yes&${fields}`;
    const answer = await read(await handleLeadPost(post(body), "sales", resolved));
    expect(answer.status).toBe(422);
    // Written out: name 100, organisation 120, e-mail 254, phone 30, message 3,000 (forms.ts).
    expect(answer.reply.values).toMatchObject({
      name: '"'.repeat(100),
      organisation: '"'.repeat(120),
      email: '"'.repeat(254),
      phone: '"'.repeat(30),
      message: '"'.repeat(3000),
    });
    const typed = Object.values(answer.reply.values as Record<string, string | string[]>).flat().join("");
    expect(typed.length).toBeLessThanOrEqual(100 + 120 + 254 + 30 + 3000 + "under-1m".length + "yes".length);
  });

  it("gives back only the fields that were sent", async () => {
    const notify: Resolution = { region: "ma", rest: "/", lang: "ar", source: "default", setCookie: null };
    const answer = await read(await handleLeadPost(post({ form: "notify", email: "x" }, {}, "http://localhost:3000/ma"), "notify", notify));
    expect([answer.status, answer.reply.values]).toEqual([422, { email: "x" }]);
  });

  it("refuses a body that cannot be read (the visitor went away) with a 400", async () => {
    const body = new ReadableStream({
      start(controller) {
        controller.error(new Error("aborted"));
      },
    });
    const request = new NextRequest(page, {
      method: "POST",
      body,
      headers: { "content-type": form },
      duplex: "half",
    } as ConstructorParameters<typeof NextRequest>[1]);
    const answer = await read(await handleLeadPost(request, "sales", resolved));
    expect([answer.status, answer.reply]).toEqual([400, { status: "failed", failure: "rejected", values: {} }]);
  });

  it("stores a valid lead in the same request, for this visitor only: a 303 to the thank-you, or JSON for the page's script", async () => {
    const count = stored.submissions.length;
    const answer = await read(await handleLeadPost(post(valid, {}, `${page}?x=1`), "sales", resolved));
    expect([answer.status, answer.location, answer.rewrite, answer.cacheControl]).toEqual([
      303,
      "http://localhost:3000/dz/business/pay/contact?reply=sent",
      null,
      "private, no-store",
    ]);
    expect(stored.submissions.length).toBe(count + 1);
    expect(stored.submissions.at(-1)).toMatchObject({
      form: "sales",
      lang: "fr",
      region: "dz",
      honeypot: false,
      lead: { form: "sales", email: "karim@example.dz", phone: "+213550123456", details: { volume: "under-1m" } },
    });
    const json = await read(await handleLeadPost(post(valid, { accept: "application/json" }), "sales", resolved));
    expect([json.status, json.json, json.cacheControl]).toEqual([200, { status: "sent" }, "private, no-store"]);
  });

  it("answers a lead the limits refused (429) or the database could not take (503), the page's sentence without JavaScript", async () => {
    try {
      for (const [outcome, status] of [
        ["limited", 429],
        ["unavailable", 503],
      ] as const) {
        stored.outcome = outcome;
        const json = await read(await handleLeadPost(post(valid, { accept: "application/json" }), "sales", resolved));
        expect([json.status, json.json]).toEqual([status, { status: "failed", failure: outcome, values: {} }]);
        const page = await read(await handleLeadPost(post(valid), "sales", resolved));
        expect([page.status, page.location]).toEqual([303, `http://localhost:3000/dz/business/pay/contact?reply=${outcome}`]);
      }
    } finally {
      stored.outcome = "sent";
    }
  });

  it("stores nothing that failed a check", async () => {
    const count = stored.submissions.length;
    await handleLeadPost(post({ ...valid, email: "x" }), "sales", resolved);
    await handleLeadPost(post({ ...valid, form: "reseller" }), "sales", resolved);
    await handleLeadPost(post(valid, { origin: "https://evil.example" }), "sales", resolved);
    expect(stored.submissions.length).toBe(count);
  });
});

describe("after the 303", () => {
  it("leads to the form's page in its region with ?reply=", () => {
    expect(replyLocation("sales", { region: "dz" }, "sent")).toBe("/dz/business/pay/contact?reply=sent");
    expect(replyLocation("contact", { region: "global" }, "limited")).toBe("/company/contact?reply=limited");
    expect(replyLocation("notify", { region: "ma" }, "unavailable")).toBe("/ma?reply=unavailable");
  });

  it("shows the reply page, status 200, for this visitor only, without the query", async () => {
    const request = new NextRequest(`${page}?reply=sent`);
    const answer = await read(replyPageRewrite(request, "sales", resolved, { status: "sent" }));
    expect([answer.status, answer.rewrite, answer.reply, answer.cacheControl]).toEqual([
      200,
      "http://localhost:3000/fr/dz/business/pay/contact/reply",
      { status: "sent" },
      "private, no-store",
    ]);
  });
});
