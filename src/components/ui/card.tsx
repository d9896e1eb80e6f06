import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/** A bordered surface for grouped content. */
export function Card({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("border-line bg-surface rounded-3xl border p-6 shadow-sm md:p-8", className)} {...props} />;
}
