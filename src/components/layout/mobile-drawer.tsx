"use client";

import Link from "next/link";
import { Accordion } from "radix-ui";
import { ChevronDown, Menu } from "lucide-react";
import { useRef, useState } from "react";
import { Drawer } from "@/components/ui/drawer";
import type { ResolvedMenu } from "./shell-types";

type MobileDrawerProps = {
  openLabel: string;
  title: string;
  closeLabel: string;
  navLabel: string;
  homeLabel: string;
  homeHref: string;
  loginLabel: string;
  loginHref: string;
  menus: ResolvedMenu[];
};

/**
 * Narrow screens: a side dialog from the inline start with the same menus,
 * opened by click. Without JavaScript the trigger is a link to the footer's
 * full site navigation.
 */
export function MobileDrawer(props: MobileDrawerProps) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLAnchorElement>(null);
  return (
    <>
      <a
        ref={trigger}
        href="#site-nav"
        role="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={props.openLabel}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
        className="inline-flex size-11 items-center justify-center rounded-full hover:bg-surface-muted lg:hidden"
      >
        <Menu aria-hidden className="size-6" />
      </a>
      <Drawer
        open={open}
        onOpenChange={setOpen}
        title={props.title}
        closeLabel={props.closeLabel}
        side="start"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        <nav aria-label={props.navLabel} className="flex flex-1 flex-col">
          <Link href={props.homeHref} onClick={() => setOpen(false)} className="rounded-xl px-3 py-3 font-semibold hover:bg-surface-muted">
            {props.homeLabel}
          </Link>
          <Accordion.Root type="single" collapsible>
            {props.menus.map((menu) => (
              <Accordion.Item key={menu.key} value={menu.key}>
                <Accordion.Header className="m-0">
                  <Accordion.Trigger className="group flex w-full items-center justify-between rounded-xl px-3 py-3 font-semibold hover:bg-surface-muted">
                    {menu.label}
                    <ChevronDown aria-hidden className="size-5 transition-transform group-data-[state=open]:rotate-180" />
                  </Accordion.Trigger>
                </Accordion.Header>
                <Accordion.Content>
                  <ul className="mb-2 ms-3 border-s border-line ps-3">
                    {menu.items.map((item) => (
                      <li key={item.key}>
                        <Link href={item.href} prefetch={false} onClick={() => setOpen(false)} className="block rounded-lg px-3 py-2 hover:bg-surface-muted">
                          {item.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </Accordion.Content>
              </Accordion.Item>
            ))}
          </Accordion.Root>
          <a href={props.loginHref} className="mt-auto rounded-full bg-brand-600 px-5 py-3 text-center font-semibold text-white">
            {props.loginLabel}
          </a>
        </nav>
      </Drawer>
    </>
  );
}
