"use client";

import { Languages } from "lucide-react";
import { useRef, useState } from "react";
import type { Lang } from "@/i18n/languages";
import type { RegionId } from "@/config/regions";
import { Drawer } from "@/components/ui/drawer";
import { LocaleForm, type LocaleFormLabels } from "./locale-form";

type LocalePickerProps = {
  lang: Lang;
  region: RegionId;
  triggerLabel: string;
  title: string;
  description: string;
  closeLabel: string;
  labels: LocaleFormLabels;
  comingSoonRegions: RegionId[];
};

/**
 * Header trigger and drawer of the locale picker. Without JavaScript the
 * trigger is a link to the same form in the footer.
 */
export function LocalePicker(props: LocalePickerProps) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLAnchorElement>(null);
  return (
    <>
      <a
        ref={trigger}
        href="#locale-picker"
        role="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={props.triggerLabel}
        data-testid="locale-trigger"
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
        className="inline-flex h-11 items-center gap-2 rounded-full px-3 text-sm font-semibold hover:bg-surface-muted"
      >
        <Languages aria-hidden className="size-5" />
        <span aria-hidden className="hidden uppercase sm:inline">
          {props.lang}
        </span>
      </a>
      <Drawer
        open={open}
        onOpenChange={setOpen}
        title={props.title}
        description={props.description}
        closeLabel={props.closeLabel}
        side="end"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        <LocaleForm
          lang={props.lang}
          region={props.region}
          labels={props.labels}
          comingSoonRegions={props.comingSoonRegions}
          onUnchanged={() => setOpen(false)}
        />
      </Drawer>
    </>
  );
}
