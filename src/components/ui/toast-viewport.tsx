"use client";

import { Toast } from "radix-ui";
import { X } from "@/components/icons/lucide";
import { TOAST_DURATION_MS, type ToastItem } from "./toast-shared";

type ToastViewportProps = {
  items: ToastItem[];
  onDismiss: (id: number) => void;
  dir: "ltr" | "rtl";
  closeLabel: string;
  regionLabel: string;
};

/**
 * The toasts themselves (Radix Toast: polite announcement, 5000 ms, timer
 * paused on hover and focus, swipe to dismiss), at the inline end of the
 * screen and 300 to 560 px wide. Loaded with the first toast.
 */
export function ToastViewport({ items, onDismiss, dir, closeLabel, regionLabel }: ToastViewportProps) {
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection={dir === "rtl" ? "left" : "right"} label={regionLabel}>
      {items.map((item) => (
        <Toast.Root
          key={item.id}
          type="background"
          onOpenChange={(open) => !open && onDismiss(item.id)}
          className="border-line bg-surface text-ink flex items-start justify-between gap-3 rounded-2xl border px-5 py-4 shadow-xl"
          data-testid="toast"
        >
          <Toast.Description>{item.message}</Toast.Description>
          <Toast.Close aria-label={closeLabel} className="hover:bg-surface-muted -m-1 rounded-full p-1">
            <X aria-hidden className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed end-4 bottom-4 z-[60] flex w-[min(560px,calc(100vw-2rem))] min-w-[min(300px,calc(100vw-2rem))] flex-col gap-2 outline-none sm:w-auto sm:max-w-[560px] sm:min-w-[300px]" />
    </Toast.Provider>
  );
}
