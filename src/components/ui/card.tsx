import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/** A bordered surface for grouped content. */
export function Card({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("rounded-3xl border border-line bg-surface p-6 shadow-sm md:p-8", className)} {...props} />;
}
