"use client";

import Link from "next/link";
import { Accordion } from "radix-ui";
import { ChevronDown } from "@/components/icons/lucide";
import { Drawer } from "@/components/ui/drawer";
import type { ResolvedMenu } from "./shell-types";
import { SiteSearch, type SearchLabels } from "@/components/search/site-search";
import type { Lang } from "@/config/languages";
import type { RegionId } from "@/config/regions";

export type MobileDrawerPanelProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
  title: string;
  closeLabel: string;
  navLabel: string;
  homeLabel: string;
  homeHref: string;
  loginLabel: string;
  loginHref: string;
  menus: ResolvedMenu[];
  /** The site search, at the top of the drawer (the header's field shows from 992 px). */
  search: { lang: Lang; region: RegionId; action: string; labels: SearchLabels };
};

/** The drawer's content: loaded on first use, so pages do not ship it up front. */
export function MobileDrawerPanel(props: MobileDrawerPanelProps) {
  const close = () => props.onOpenChange(false);
  return (
    <Drawer
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={props.title}
      closeLabel={props.closeLabel}
      side="start"
      onCloseAutoFocus={props.onCloseAutoFocus}
    >
      {/* From 992 px the header has its own field. */}
      <div className="mb-3 lg:hidden">
        <SiteSearch variant="drawer" {...props.search} onNavigate={close} />
      </div>
      <nav aria-label={props.navLabel} className="flex flex-1 flex-col">
        <Link href={props.homeHref} onClick={close} className="hover:bg-surface-muted rounded-xl px-3 py-3 font-semibold">
          {props.homeLabel}
        </Link>
        <Accordion.Root type="single" collapsible>
          {props.menus.map((menu) => (
            <Accordion.Item key={menu.key} value={menu.key}>
              <Accordion.Header className="m-0">
                <Accordion.Trigger className="group hover:bg-surface-muted flex w-full items-center justify-between rounded-xl px-3 py-3 font-semibold">
                  {menu.label}
                  <ChevronDown aria-hidden className="size-5 transition-transform group-data-[state=open]:rotate-180" />
                </Accordion.Trigger>
              </Accordion.Header>
              <Accordion.Content>
                <ul className="border-line ms-3 mb-2 border-s ps-3">
                  {menu.items.map((item) => (
                    <li key={item.key}>
                      <Link href={item.href} prefetch={false} onClick={close} className="hover:bg-surface-muted block rounded-lg px-3 py-2">
                        {item.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
        <a href={props.loginHref} className="bg-brand-600 mt-auto rounded-full px-5 py-3 text-center font-semibold text-white">
          {props.loginLabel}
        </a>
      </nav>
    </Drawer>
  );
}
