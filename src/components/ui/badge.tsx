import type { ComponentProps } from "react";
// clsx, not cn(): client components render this (src/lib/cn.ts).
import { clsx as cn } from "clsx";

const tones = {
  brand: "bg-brand-100 text-brand-800 dark:bg-brand-900 dark:text-brand-100",
  gold: "bg-gold-300 text-brand-950",
  neutral: "bg-surface-muted text-ink-muted border border-line",
} as const;

/** A short label: "Coming soon", an audience, a status. */
export function Badge({ tone = "brand", className, ...props }: ComponentProps<"span"> & { tone?: keyof typeof tones }) {
  return (
    <span className={cn("inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold", tones[tone], className)} {...props} />
  );
}
