"use client";

import Link from "next/link";
import { ChevronDown } from "@/components/icons/lucide";
import { clsx } from "clsx";
import { useEffect, useRef, useState } from "react";
import type { ResolvedMenu } from "./shell-types";

type DesktopNavProps = { label: string; homeLabel: string; homeHref: string; menus: ResolvedMenu[]; homeActive: boolean };

/**
 * The wide-screen menus, as a disclosure navigation (the WAI pattern for site
 * menus): each entry is a button with `aria-expanded` that shows a list of
 * real links. Opens on hover, click, Enter or Space; Escape and a click
 * outside close it. Every link is in the server HTML, and without JavaScript
 * CSS opens a panel on hover and keyboard focus. Written here rather than
 * with Radix NavigationMenu, which costs about 10 KB more for the same result.
 */
export function DesktopNav({ label, homeLabel, homeHref, menus, homeActive }: DesktopNavProps) {
  const [open, setOpen] = useState<string | null>(null);
  const root = useRef<HTMLElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const trigger = root.current?.querySelector<HTMLButtonElement>(`[data-menu="${open}"]`);
      setOpen(null);
      trigger?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  const hover = (key: string | null) => (event: React.PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    window.clearTimeout(closeTimer.current);
    if (key) setOpen(key);
    else closeTimer.current = window.setTimeout(() => setOpen(null), 150);
  };

  return (
    // .nav-link (globals.css): an entry's look, its colour when it is the current section
    // (aria-current) and its background while open (aria-expanded), named once for the six.
    <nav ref={root} aria-label={label} className="relative hidden xl:block">
      <ul className="flex items-center gap-1">
        <li>
          <Link href={homeHref} prefetch={false} className="nav-link" aria-current={homeActive ? "page" : undefined}>
            {homeLabel}
          </Link>
        </li>
        {menus.map((menu) => {
          const expanded = open === menu.key;
          const panelId = `menu-${menu.key}`;
          return (
            <li
              key={menu.key}
              className="nav-item relative"
              onPointerEnter={hover(menu.key)}
              onPointerLeave={hover(null)}
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null) && expanded) setOpen(null);
              }}
            >
              <button
                type="button"
                data-menu={menu.key}
                aria-expanded={expanded}
                aria-controls={panelId}
                aria-current={menu.active ? "true" : undefined}
                onClick={() => setOpen(expanded ? null : menu.key)}
                className="nav-link"
              >
                {menu.label}
                <ChevronDown aria-hidden className={clsx("size-4 transition-transform", expanded && "rotate-180")} />
              </button>
              <div id={panelId} className={clsx("nav-panel", !expanded && "hidden")}>
                {/* .nav-panel and .menu-links (globals.css) style the panel, its links and their two lines. */}
                <ul className="menu-links">
                  {menu.items.map((item) => (
                    <li key={item.key}>
                      <Link href={item.href} prefetch={false} onClick={() => setOpen(null)}>
                        <span>{item.label}</span>
                        <span>{item.description}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
