import { jsonLd } from "@/lib/json-ld";

/** Structured data for search engines (`<` escaped, see `jsonLd`). */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(data) }} />;
}
