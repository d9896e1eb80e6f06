import type { ComponentProps } from "react";
// clsx, not cn(): client components render this (src/lib/cn.ts).
import { clsx as cn } from "clsx";

const tones = { brand: "badge-brand", gold: "badge-gold", neutral: "badge-neutral" } as const;

/** A short label: "Coming soon", an audience, a status. */
export function Badge({ tone = "brand", className, ...props }: ComponentProps<"span"> & { tone?: keyof typeof tones }) {
  return (
    <span className={cn("badge", tones[tone], className)} {...props} />
  );
}
