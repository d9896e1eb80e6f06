"use client";

import Link from "next/link";
import { NavigationMenu } from "radix-ui";
import { ChevronDown } from "lucide-react";
import { cn } from "@/lib/cn";
import type { ResolvedMenu } from "./shell-types";

type DesktopNavProps = { label: string; homeLabel: string; homeHref: string; menus: ResolvedMenu[]; homeActive: boolean };

/**
 * The wide-screen menus: open on hover and from the keyboard (Enter, Space,
 * arrow down). Every item is a real link in the server HTML; without
 * JavaScript, CSS opens a panel on hover and focus.
 */
export function DesktopNav({ label, homeLabel, homeHref, menus, homeActive }: DesktopNavProps) {
  return (
    <NavigationMenu.Root aria-label={label} className="relative hidden lg:block" delayDuration={80}>
      <NavigationMenu.List className="flex items-center gap-1">
        <NavigationMenu.Item>
          <NavigationMenu.Link asChild active={homeActive}>
            <Link href={homeHref} className={itemClass(homeActive)} aria-current={homeActive ? "page" : undefined}>
              {homeLabel}
            </Link>
          </NavigationMenu.Link>
        </NavigationMenu.Item>
        {menus.map((menu) => (
          <NavigationMenu.Item key={menu.key} value={menu.key} className="nav-item relative">
            <NavigationMenu.Trigger className={cn(itemClass(menu.active), "group")} data-menu={menu.key}>
              {menu.label}
              <ChevronDown aria-hidden className="size-4 transition-transform group-data-[state=open]:rotate-180" />
            </NavigationMenu.Trigger>
            <NavigationMenu.Content
              forceMount
              className="nav-panel absolute start-0 top-full z-50 w-[22rem] pt-2 data-[state=closed]:hidden"
            >
              <ul className="rounded-2xl border border-line bg-surface p-2 shadow-xl">
                {menu.items.map((item) => (
                  <li key={item.key}>
                    <NavigationMenu.Link asChild>
                      <Link href={item.href} prefetch={false} className="block rounded-xl px-3 py-2 hover:bg-surface-muted focus-visible:bg-surface-muted">
                        <span className="block font-semibold">{item.label}</span>
                        <span className="block text-sm text-ink-muted">{item.description}</span>
                      </Link>
                    </NavigationMenu.Link>
                  </li>
                ))}
              </ul>
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}

function itemClass(active: boolean) {
  return cn(
    "inline-flex h-10 items-center gap-1 rounded-full px-4 text-sm font-semibold text-ink hover:bg-surface-muted data-[state=open]:bg-surface-muted",
    active && "text-accent",
  );
}
