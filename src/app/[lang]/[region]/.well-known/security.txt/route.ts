import { site } from "@/config/site";
import { securityPolicy } from "@/data/company";

/** RFC 9116 security contact, served at `/.well-known/security.txt` (the proxy rewrites it here like any path). */
export function GET() {
  const body = [
    `Contact: ${securityPolicy.contact}`,
    `Expires: ${securityPolicy.expires}`,
    `Preferred-Languages: ${securityPolicy.preferredLanguages}`,
    `Policy: ${site.url}${securityPolicy.policyPath}`,
    `Canonical: ${site.url}/.well-known/security.txt`,
    `Hiring: ${site.url}/company/career`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
