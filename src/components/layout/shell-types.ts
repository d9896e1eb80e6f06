import type { NavMenu } from "@/config/navigation";

/** A header/footer menu with its labels already translated and hrefs localized. */
export type ResolvedMenu = {
  key: NavMenu["key"];
  label: string;
  active: boolean;
  items: { key: string; label: string; description: string; href: string }[];
};
