import type { Lang } from "@/config/languages";
import { withBrand } from "@/i18n/messages";
import { loadEntry, type Entry } from "./collection";
import { legalSchema, type LegalMeta } from "./schemas";

/** The nine legal documents: three audiences times three documents. */
export const legalSections = ["app", "business", "developer"] as const;
export const legalDocs = ["term", "privacy", "cookie"] as const;
export type LegalSection = (typeof legalSections)[number];
export type LegalDoc = (typeof legalDocs)[number];

export type LegalEntry = Entry<LegalMeta>;

/** Region-less paths of the nine documents (`/app/term` ... `/developer/cookie`). */
export function legalPaths(): string[] {
  return legalSections.flatMap((section) => legalDocs.map((doc) => `/${section}/${doc}`));
}

/** The section and document a region-less path names (`/app/term` -> `["app", "term"]`), or null for any other path. */
export function legalDocOf(path: string): [LegalSection, LegalDoc] | null {
  const [section, doc, extra] = path.slice(1).split("/");
  return extra === undefined && legalSections.includes(section as LegalSection) && legalDocs.includes(doc as LegalDoc)
    ? [section as LegalSection, doc as LegalDoc]
    : null;
}

/** One legal document; throws when it is missing, since all nine must exist. */
export function legalDocument(section: LegalSection, doc: LegalDoc, lang: Lang): LegalEntry {
  const entry = loadEntry(`legal/${section}`, doc, lang, legalSchema);
  if (!entry) throw new Error(`content/legal/${section}/${doc}/${lang}.mdx is missing`);
  return withBrand(entry);
}

export type TocItem = { id: string; text: string; level: 2 | 3 };

/**
 * The `##` and `###` headings of an MDX body, with the ids the MDX heading
 * components give them (same slug rule as `mdx-components.tsx`).
 */
export function headingsOf(body: string): TocItem[] {
  return [...body.matchAll(/^(#{2,3})\s+(.+?)\s*$/gm)].map((match) => {
    const text = (match[2] ?? "").replace(/[*_`]/g, "");
    return { id: headingId(text), text, level: (match[1] ?? "").length as 2 | 3 };
  });
}

/** Heading id rule shared with the MDX components. */
export function headingId(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-|-$/g, "");
}
