"use client";

import dynamic from "next/dynamic";
import { Languages } from "@/components/icons/lucide";
import type { LocalePickerPanelProps } from "./locale-picker-panel";
import { useRef } from "react";
import { useLazyDialog } from "./lazy-dialog";

const loadPanel = () => import("./locale-picker-panel");
const LocalePickerPanel = dynamic(() => loadPanel().then((m) => m.LocalePickerPanel), { ssr: false });

type LocalePickerProps = Omit<LocalePickerPanelProps, "open" | "onOpenChange" | "onCloseAutoFocus"> & { triggerLabel: string };

/**
 * Header trigger of the locale picker drawer. Without JavaScript it is a link
 * to the same form in the footer. The drawer's code loads on first use.
 */
export function LocalePicker({ triggerLabel, ...panel }: LocalePickerProps) {
  const { open, mounted, setOpen, preload, show, onKeyDown } = useLazyDialog(loadPanel);
  // The visible code starts the accessible name (WCAG 2.5.3, label in name): "EN Language and region".
  const code = panel.lang.toUpperCase();
  const trigger = useRef<HTMLAnchorElement>(null);
  return (
    <>
      <a
        ref={trigger}
        href="#locale-picker"
        role="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={`${code} ${triggerLabel}`}
        data-testid="locale-trigger"
        onClick={show}
        onKeyDown={onKeyDown}
        onPointerEnter={preload}
        onFocus={preload}
        className="hover:bg-surface-muted inline-flex h-11 items-center gap-2 rounded-full px-3 text-sm font-semibold"
      >
        <Languages aria-hidden className="size-5" />
        <span aria-hidden className="hidden sm:inline">
          {code}
        </span>
      </a>
      {mounted ? (
        <LocalePickerPanel
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
