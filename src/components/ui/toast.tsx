"use client";

import dynamic from "next/dynamic";
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import type { ToastItem } from "./toast-shared";

const ToastViewport = dynamic(() => import("./toast-viewport").then((m) => m.ToastViewport), { ssr: false });

type ToastApi = { toast: (message: string) => void };

const ToastContext = createContext<ToastApi | null>(null);

/** Shows a short confirmation, announced politely to screen readers. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast must be used inside <Toaster>");
  return api;
}

type ToasterProps = { children: ReactNode; dir: "ltr" | "rtl"; closeLabel: string; regionLabel: string };

/** Toast state for the whole page; the toast UI itself loads with the first toast. */
export function Toaster({ children, dir, closeLabel, regionLabel }: ToasterProps) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const toast = useCallback((message: string) => {
    setItems((current) => [...current.slice(-2), { id: Date.now() + Math.random(), message }]);
  }, []);
  const api = useMemo(() => ({ toast }), [toast]);
  const dismiss = useCallback((id: number) => setItems((current) => current.filter((item) => item.id !== id)), []);

  return (
    <ToastContext value={api}>
      {children}
      {items.length > 0 ? (
        <ToastViewport items={items} onDismiss={dismiss} dir={dir} closeLabel={closeLabel} regionLabel={regionLabel} />
      ) : null}
    </ToastContext>
  );
}
