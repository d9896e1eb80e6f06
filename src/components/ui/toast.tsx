"use client";

import { Toast } from "radix-ui";
import { X } from "lucide-react";
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";

/** SPEC 7: toasts stay 5000 ms; Radix pauses the timer on hover and on focus. */
export const TOAST_DURATION_MS = 5000;

type ToastItem = { id: number; message: string };
type ToastApi = { toast: (message: string) => void };

const ToastContext = createContext<ToastApi | null>(null);

/** Shows a short confirmation, announced politely to screen readers. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast must be used inside <Toaster>");
  return api;
}

type ToasterProps = { children: ReactNode; dir: "ltr" | "rtl"; closeLabel: string; regionLabel: string };

/** Toast provider and viewport, at the inline end of the screen. */
export function Toaster({ children, dir, closeLabel, regionLabel }: ToasterProps) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const toast = useCallback((message: string) => {
    setItems((current) => [...current.slice(-2), { id: Date.now() + Math.random(), message }]);
  }, []);
  const api = useMemo(() => ({ toast }), [toast]);
  const remove = (id: number) => setItems((current) => current.filter((item) => item.id !== id));

  return (
    <ToastContext value={api}>
      <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection={dir === "rtl" ? "left" : "right"} label={regionLabel}>
        {children}
        {items.map((item) => (
          <Toast.Root
            key={item.id}
            type="background"
            onOpenChange={(open) => !open && remove(item.id)}
            className="flex items-start justify-between gap-3 rounded-2xl border border-line bg-surface px-5 py-4 text-ink shadow-xl"
            data-testid="toast"
          >
            <Toast.Description>{item.message}</Toast.Description>
            <Toast.Close aria-label={closeLabel} className="-m-1 rounded-full p-1 hover:bg-surface-muted">
              <X aria-hidden className="size-4" />
            </Toast.Close>
          </Toast.Root>
        ))}
        <Toast.Viewport className="fixed end-4 bottom-4 z-[60] flex w-[min(560px,calc(100vw-2rem))] min-w-[min(300px,calc(100vw-2rem))] flex-col gap-2 outline-none sm:w-auto sm:max-w-[560px] sm:min-w-[300px]" />
      </Toast.Provider>
    </ToastContext>
  );
}
