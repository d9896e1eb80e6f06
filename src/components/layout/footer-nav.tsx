"use client";

import Link from "next/link";
import type { ResolvedMenu } from "./shell-types";

type FooterNavProps = { label: string; homeLabel: string; homeHref: string; menus: ResolvedMenu[] };

/**
 * The footer's site navigation: every menu of the header as columns of links,
 * and the place the header's menu trigger leads to without JavaScript. A client
 * component for the weight of the page, not for behaviour: it gets the same
 * `menus` object as the header's menus and drawer, which the page's React
 * payload carries once, where a server component's output would be carried
 * again, link by link.
 */
export function FooterNav({ label, homeLabel, homeHref, menus }: FooterNavProps) {
  return (
    <nav id="site-nav" aria-label={label} className="grid grid-cols-2 gap-8 md:grid-cols-3 lg:grid-cols-5">
      {menus.length === 0 ? (
        <Link href={homeHref} prefetch={false} className="hover:text-accent font-semibold">
          {homeLabel}
        </Link>
      ) : (
        menus.map((menu) => (
          <div key={menu.key}>
            <h2 className="mb-3 text-sm font-bold">{menu.label}</h2>
            <ul className="footer-links">
              {menu.items.map((item) => (
                <li key={item.key}>
                  <Link href={item.href} prefetch={false}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </nav>
  );
}
