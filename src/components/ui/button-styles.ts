import { clsx as cn } from "clsx";

/** The looks of a button: component classes declared in src/app/globals.css (`.btn-*`). */
export const buttonVariants = ["primary", "gold", "outline", "ghost"] as const;
export const buttonSizes = ["md", "lg", "icon"] as const;

/** What a button looks like: its variant and size, and classes added for layout. */
export type ButtonStyle = { variant?: (typeof buttonVariants)[number]; size?: (typeof buttonSizes)[number]; className?: string };

/**
 * The classes of a button of this variant and size (`btn btn-gold btn-lg`, see
 * globals.css). Client components style their `<button>` and `<a>` with these
 * rather than render `Button`, whose `asChild` (Radix Slot) would add about
 * 2.4 KB of JavaScript to the page; a unit test keeps button.tsx out of every
 * client component's imports.
 */
export function buttonClasses({ variant = "primary", size = "md", className }: ButtonStyle = {}): string {
  return cn("btn", `btn-${variant}`, `btn-${size}`, className);
}
