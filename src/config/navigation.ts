import type { StaticRoutePath } from "./routes";
import type { Section } from "./sections";
import type en from "@messages/en.json";

type NavItemKey = keyof (typeof en)["navigation"]["items"];
export type NavMenuKey = keyof (typeof en)["navigation"]["menus"];

/** `path` must be a registered page (`src/config/routes.ts`), so a menu entry to a missing page fails `tsc`. */
export type NavItem = { key: NavItemKey; path: StaticRoutePath };
export type NavMenu = { key: NavMenuKey; section: Section; items: readonly NavItem[] };

/**
 * Header and footer menus. Labels are message KEYS under `navigation`, typed
 * so that a typo fails `tsc`; paths are region-less (see `localHref`).
 */
export const navigation = [
  {
    key: "about",
    section: "company",
    items: [
      { key: "company", path: "/company" },
      { key: "news", path: "/company/news" },
      { key: "career", path: "/company/career" },
      { key: "partner", path: "/company/partner" },
      { key: "investor", path: "/company/investor" },
      { key: "companyContact", path: "/company/contact" },
      { key: "legal", path: "/company/legal" },
    ],
  },
  {
    key: "app",
    section: "app",
    items: [
      { key: "appOverview", path: "/app" },
      { key: "wallet", path: "/app/wallet" },
      { key: "topup", path: "/app/topup" },
      { key: "voucher", path: "/app/voucher" },
      { key: "payment", path: "/app/payment" },
      { key: "reward", path: "/app/reward" },
      { key: "contact", path: "/app/contact" },
      { key: "profile", path: "/app/profile" },
      { key: "appPricing", path: "/app/pricing" },
      { key: "download", path: "/app/download" },
      { key: "appHelp", path: "/app/help" },
    ],
  },
  {
    key: "pay",
    section: "business",
    items: [
      { key: "payOverview", path: "/business/pay" },
      { key: "payMethod", path: "/business/pay/method" },
      { key: "payLink", path: "/business/pay/link" },
      { key: "payPricing", path: "/business/pay/pricing" },
      { key: "payHelp", path: "/business/pay/help" },
      { key: "payContact", path: "/business/pay/contact" },
    ],
  },
  {
    key: "pos",
    section: "business",
    items: [
      { key: "proOverview", path: "/business/pro" },
      { key: "proPricing", path: "/business/pro/pricing" },
      { key: "proHelp", path: "/business/pro/help" },
      { key: "proApply", path: "/business/pro/apply" },
    ],
  },
  {
    key: "developers",
    section: "developer",
    items: [
      { key: "devPay", path: "/developer/pay" },
      { key: "devPro", path: "/developer/pro" },
    ],
  },
] as const satisfies readonly NavMenu[];

/** What the header highlights: a menu, the Home link, or nothing. */
export type Highlight = NavMenuKey | "home" | null;

/**
 * The header menu a section's pages highlight: the section's menu when it has one
 * (app, company, developer), none when it has two (business: its Pay and POS
 * layouts name theirs, its legal pages highlight neither), Home for the home.
 */
export function sectionMenu(section: Section): Highlight {
  if (section === "home") return "home";
  const menus = navigation.filter((menu) => menu.section === section);
  return menus.length === 1 ? menus[0]!.key : null;
}

/** The header menu that corresponds to a path, for the current-section highlight. */
export function activeMenuKey(path: string): NavMenuKey | null {
  let best: { key: NavMenuKey; length: number } | null = null;
  for (const menu of navigation) {
    for (const item of menu.items) {
      const matches = path === item.path || path.startsWith(`${item.path}/`);
      if (matches && (!best || item.path.length > best.length)) best = { key: menu.key, length: item.path.length };
    }
  }
  return best?.key ?? null;
}
