import { leadConfig } from "@/config/leads";
import type { Lang } from "@/config/languages";
import type { LeadForm } from "@/db/schema";
import { readFrontMatter } from "@/lib/content/front-matter";
import { logLead } from "./log";

/**
 * What a visitor agreed to when they ticked a form's consent box (docs/leads.md, "Personal data"):
 * the privacy notice the box links to, in the language the page was read in (the link keeps it),
 * and that notice's "last updated" date as the notice itself shows it (`updated` in
 * `content/legal/<section>/privacy/<lang>.mdx`). The date, not a hash of the text: it is what the
 * visitor read at the top of the notice, the team can say it aloud, and the repository's history
 * gives the text of that date in that language. So a change of substance to a notice changes its
 * `updated` date (the notices' own rule).
 */
export type ConsentNotice = { path: string; lang: Lang; updated: string | null };

const dates = new Map<string, string | null>();

/** The `updated` date of one language of a privacy notice (`/business/privacy`), read once per process; null when it cannot be read. */
function noticeUpdated(path: string, lang: Lang): string | null {
  const key = `${path} ${lang}`;
  if (dates.has(key)) return dates.get(key)!;
  let updated: string | null = null;
  try {
    const [section, doc] = path.slice(1).split("/");
    const data = readFrontMatter(`legal/${section}`, doc ?? "", lang) as { updated?: unknown };
    // YAML reads an unquoted date as a Date; the notices quote theirs.
    const value = data.updated instanceof Date ? data.updated.toISOString().slice(0, 10) : data.updated;
    if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) updated = value;
  } catch (error) {
    // A lead is never refused for this: it is stored with the notice's path and language.
    logLead("error", "a privacy notice's date could not be read", {}, error);
  }
  dates.set(key, updated);
  return updated;
}

/** The notice a form's consent box pointed to, in the page's language, with its date. */
export function consentNotice(form: LeadForm, lang: Lang): ConsentNotice {
  const path = leadConfig.privacyNotice[form];
  return { path, lang, updated: noticeUpdated(path, lang) };
}
