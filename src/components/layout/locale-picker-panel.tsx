"use client";

import { Drawer } from "@/components/ui/drawer";
import { LocaleForm } from "./locale-form";
import type { LocaleFormFieldsProps } from "./locale-form-fields";

export type LocalePickerPanelProps = LocaleFormFieldsProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
  title: string;
  description: string;
  closeLabel: string;
};

/** The locale picker drawer: loaded on first use. */
export function LocalePickerPanel({
  open,
  onOpenChange,
  onCloseAutoFocus,
  title,
  description,
  closeLabel,
  ...fields
}: LocalePickerPanelProps) {
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      closeLabel={closeLabel}
      side="end"
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <LocaleForm {...fields} onUnchanged={() => onOpenChange(false)} />
    </Drawer>
  );
}
