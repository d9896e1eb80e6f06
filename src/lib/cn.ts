import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names and lets later Tailwind utilities override earlier ones.
 * For server components only: tailwind-merge costs about 8 KB of JavaScript in
 * the browser, so client components (and primitives that client components
 * render, like Button) join classes with plain `clsx` and avoid conflicting
 * utilities instead.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
