/**
 * Serialises structured data for a `<script type="application/ld+json">`,
 * escaping `<` so no text in it can close the script element.
 */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
