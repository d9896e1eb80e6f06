"use client";

import dynamic from "next/dynamic";
import { Menu } from "@/components/icons/lucide";
import type { MobileDrawerPanelProps } from "./mobile-drawer-panel";
import { useRef } from "react";
import { useLazyDialog } from "./lazy-dialog";

const loadPanel = () => import("./mobile-drawer-panel");
const MobileDrawerPanel = dynamic(() => loadPanel().then((m) => m.MobileDrawerPanel), { ssr: false });

type MobileDrawerProps = Omit<MobileDrawerPanelProps, "open" | "onOpenChange" | "onCloseAutoFocus"> & { openLabel: string };

/**
 * Narrow screens: a side dialog from the inline start with the same menus,
 * opened by click. Without JavaScript the trigger is a link to the footer's
 * full site navigation. The dialog's code loads on first use.
 */
export function MobileDrawer({ openLabel, ...panel }: MobileDrawerProps) {
  const { open, mounted, setOpen, preload, show, onKeyDown } = useLazyDialog(loadPanel);
  const trigger = useRef<HTMLAnchorElement>(null);
  return (
    <>
      <a
        ref={trigger}
        href="#site-nav"
        role="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={openLabel}
        onClick={show}
        onKeyDown={onKeyDown}
        onPointerEnter={preload}
        onFocus={preload}
        className="hover:bg-surface-muted inline-flex size-11 items-center justify-center rounded-full xl:hidden"
      >
        <Menu aria-hidden className="size-6" />
      </a>
      {mounted ? (
        <MobileDrawerPanel
          {...panel}
          open={open}
          onOpenChange={setOpen}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
        />
      ) : null}
    </>
  );
}
