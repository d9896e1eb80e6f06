import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/** Centres content at the page's maximum width (1350px) with side padding (`.page-container`, globals.css). */
export function Container({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("page-container", className)} {...props} />;
}
