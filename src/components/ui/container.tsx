import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/** Centres content at the page's maximum width (1350px) with side padding. */
export function Container({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("max-w-page mx-auto w-full px-4 sm:px-6 lg:px-8", className)} {...props} />;
}
