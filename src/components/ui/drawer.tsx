"use client";

import { Dialog } from "radix-ui";
import { X } from "@/components/icons/lucide";
import type { ReactNode } from "react";
import { clsx as cn } from "clsx";

type DrawerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  closeLabel: string;
  /** Where the panel slides from: the inline start (menus) or end. */
  side?: "start" | "end";
  /** Called when the drawer closes, to put focus back on its trigger. */
  onCloseAutoFocus?: (event: Event) => void;
  children: ReactNode;
  className?: string;
};

/** A side panel that is a real modal dialog (focus trap, Escape, labelled). */
export function Drawer({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  side = "start",
  onCloseAutoFocus,
  children,
  className,
}: DrawerProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          {...(description ? {} : { "aria-describedby": undefined })}
          className={cn(
            "bg-surface fixed inset-y-0 z-50 flex w-[min(24rem,90vw)] flex-col overflow-y-auto p-6 shadow-2xl outline-none",
            side === "start" ? "animate-slide-in-start start-0" : "end-0",
            className,
          )}
        >
          <div className="mb-6 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-xl font-bold">{title}</Dialog.Title>
              {description ? <Dialog.Description className="text-ink-muted mt-1 text-sm">{description}</Dialog.Description> : null}
            </div>
            <Dialog.Close className="hover:bg-surface-muted -m-2 rounded-full p-2" aria-label={closeLabel}>
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A centred modal dialog with a title, a body and actions. */
export function Modal({ open, onOpenChange, title, description, closeLabel, children }: Omit<DrawerProps, "side" | "className">) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="bg-surface fixed start-1/2 top-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-y-1/2 rounded-3xl p-6 shadow-2xl outline-none ltr:-translate-x-1/2 rtl:translate-x-1/2">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold">{title}</Dialog.Title>
            <Dialog.Close className="hover:bg-surface-muted -m-2 rounded-full p-2" aria-label={closeLabel}>
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          {description ? <Dialog.Description className="text-ink-muted mt-2">{description}</Dialog.Description> : null}
          <div className="mt-6">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
