/**
 * Text and attribute values escaped for XML and SVG (sitemap.xml, the news feeds, the share
 * images' SVG): the five characters XML reserves, so any copy or URL can go between tags or
 * inside double or single quotes.
 */
export function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}
