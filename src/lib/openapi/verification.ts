import { site } from "@/config/site";
import type { SampleLang } from "./samples";

/** Header that carries the hex HMAC-SHA256 of the raw request body. */
export const SIGNATURE_HEADER = "signature";
/** Environment variable the samples read the endpoint's signing secret from. */
export const WEBHOOK_SECRET_ENV = `${site.handle.toUpperCase()}_WEBHOOK_SECRET`;
/** Where the samples receive webhooks, and the Python handler's name. */
const WEBHOOK_PATH = `/webhooks/${site.handle}`;

/**
 * Webhook signature verification in the four sample languages. Written once,
 * not per operation: every event of both APIs is signed the same way.
 * The shell version computes the signature to compare by hand while testing.
 */
export function verificationSamples(eventType: string): Record<SampleLang, string> {
  return {
    curl: `# Compute the expected signature of a saved raw body (body.json)
openssl dgst -sha256 -hmac "$${WEBHOOK_SECRET_ENV}" -hex < body.json | awk '{print $NF}'
# Compare it with the value of the "${SIGNATURE_HEADER}" header you received.`,
    javascript: `import { createHmac, timingSafeEqual } from "node:crypto";

// rawBody: the request body exactly as received (a Buffer), before JSON.parse.
export function isValidSignature(rawBody, header) {
  // Exactly 64 lowercase hex digits: Buffer.from(..., "hex") alone would stop at a stray character.
  if (typeof header !== "string" || !/^[0-9a-f]{64}$/.test(header)) return false;
  // A body that is not the raw bytes (express.raw() leaves {} for another content type): refused, not thrown.
  if (!Buffer.isBuffer(rawBody)) return false;
  const expected = createHmac("sha256", process.env.${WEBHOOK_SECRET_ENV}).update(rawBody).digest();
  return timingSafeEqual(Buffer.from(header, "hex"), expected);
}

// Express: app.post("${WEBHOOK_PATH}", express.raw({ type: "application/json" }), handler)
export function handler(req, res) {
  if (!isValidSignature(req.body, req.get("${SIGNATURE_HEADER}"))) return res.sendStatus(400);
  const event = JSON.parse(req.body);
  if (event.type === "${eventType}") {
    // Handle it once per event.id: a retried delivery carries the same id.
  }
  res.sendStatus(200);
}`,
    php: `<?php
$rawBody = file_get_contents('php://input');
$received = $_SERVER['HTTP_SIGNATURE'] ?? '';
$expected = hash_hmac('sha256', $rawBody, getenv('${WEBHOOK_SECRET_ENV}'));

if (!hash_equals($expected, $received)) {
    http_response_code(400);
    exit;
}

$event = json_decode($rawBody, true);
if ($event['type'] === '${eventType}') {
    // Handle it once per $event['id']: a retried delivery carries the same id.
}
http_response_code(200);`,
    python: `import hashlib
import hmac
import os

from flask import Flask, abort, request

app = Flask(__name__)


@app.post("${WEBHOOK_PATH}")
def ${site.handle}_webhook():
    raw_body = request.get_data()  # the bytes exactly as received
    expected = hmac.new(os.environ["${WEBHOOK_SECRET_ENV}"].encode(), raw_body, hashlib.sha256).hexdigest()
    # Compared as bytes: compare_digest raises on a str with characters outside ASCII.
    if not hmac.compare_digest(expected.encode(), request.headers.get("${SIGNATURE_HEADER}", "").encode()):
        abort(400)
    event = request.get_json()
    if event["type"] == "${eventType}":
        pass  # Handle it once per event["id"]: a retried delivery carries the same id.
    return "", 200`,
  };
}
