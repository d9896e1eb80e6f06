import { site } from "@/config/site";
import { securityPolicy, securityTxtExpires } from "@/data/company";

/** Made again once a day, so `Expires` stays about six months ahead (RFC 9116: under a year). */
export const revalidate = 86400;

/** RFC 9116 security contact, served at `/.well-known/security.txt` (the proxy rewrites it here like any path). */
export function GET() {
  const body = [
    `Contact: ${securityPolicy.contact}`,
    `Expires: ${securityTxtExpires(new Date())}`,
    `Preferred-Languages: ${securityPolicy.preferredLanguages}`,
    `Policy: ${site.url}${securityPolicy.policyPath}`,
    `Canonical: ${site.url}/.well-known/security.txt`,
    `Hiring: ${site.url}/company/career`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
