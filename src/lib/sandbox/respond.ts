import { randomBytes } from "node:crypto";
import { fail, type Answer } from "./types";

/** The id an answer names itself by (`Request-Id`, and `request_id` in an error). */
export function newRequestId(): string {
  return `req_${randomBytes(9).toString("base64url")}`;
}

/** Writes an answer: JSON, never stored by anyone, never a cookie; an error body gets the request's id. */
export function respond(answer: Answer, requestId: string): Response {
  const body =
    answer.body && typeof answer.body === "object" && "error" in answer.body
      ? { error: { ...(answer.body as { error: object }).error, request_id: requestId } }
      : answer.body;
  return new Response(JSON.stringify(body), {
    status: answer.status,
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      "Request-Id": requestId,
      ...answer.headers,
    },
  });
}

/**
 * The answer to a `/sandbox/` path whose percent-encoding does not decode (`%ff`, a lone `%`, an
 * encoded lone surrogate): the documents' JSON 404, given by the proxy, since Next cannot decode
 * such a path into the route's parameters and would answer a plain-text 500 (red team 2, S2-4).
 */
export function malformedPath(): Response {
  return respond(fail(404, "resource_missing", "Unrecognized request URL: its percent-encoding does not decode."), newRequestId());
}

/**
 * The answer to `/sandbox` itself (where Next's trailing-slash redirect sends `/sandbox/`): the
 * documents' JSON 404, as for any unknown path of the sandbox, not the site's HTML page (red team 2, S2-5).
 */
export function sandboxRoot(): Response {
  return respond(fail(404, "resource_missing", "Unrecognized request URL."), newRequestId());
}
