/**
 * The first path segment after the region is the page's section. Settings with
 * per-section variants (legal links, log-in target, header highlight) read it.
 */
export const sections = ["home", "app", "business", "developer", "company"] as const;
export type Section = (typeof sections)[number];

/** Section of a region-less path such as `/app/wallet` (anything unknown is `home`). */
export function sectionOf(path: string): Section {
  const first = path.split("/")[1] ?? "";
  return (sections as readonly string[]).includes(first) && first !== "home" ? (first as Section) : "home";
}

/** Legal documents live under `/business`, `/developer` or `/app` depending on the section. */
export function legalSectionOf(section: Section): "app" | "business" | "developer" {
  return section === "business" || section === "developer" ? section : "app";
}
