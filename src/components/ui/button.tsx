import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { clsx as cn } from "clsx";

const variants = {
  primary: "bg-brand-600 text-white hover:bg-brand-700 dark:bg-brand-300 dark:text-brand-950 dark:hover:bg-brand-200",
  /** The gold gradient for the page's main call to action. */
  gold: "bg-linear-to-r from-gold-300 via-gold-400 to-gold-500 text-brand-950 shadow-md shadow-gold-500/25 hover:from-gold-400 hover:to-gold-600",
  outline: "border border-line bg-transparent text-ink hover:bg-surface-muted",
  ghost: "bg-transparent text-ink hover:bg-surface-muted",
} as const;

// Minimum heights (not fixed ones) so a long label wraps instead of overflowing a 320px screen.
const sizes = {
  md: "min-h-11 px-5 py-2 text-sm",
  lg: "min-h-13 px-7 py-3 text-base",
  icon: "size-11 p-0",
} as const;

export type ButtonProps = ComponentProps<"button"> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Render the child element (a link, say) with the button's look. */
  asChild?: boolean;
};

/**
 * A button, or with `asChild` a link that looks like one. Classes are joined
 * with clsx (no tailwind-merge: client components render it too), so
 * `className` should add layout, not restyle what `variant` and `size` set.
 */
export function Button({ variant = "primary", size = "md", asChild, className, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : "button";
  return (
    <Component
      className={cn(
        "inline-flex max-w-full items-center justify-center gap-2 rounded-full text-center leading-tight font-semibold text-balance transition-colors disabled:pointer-events-none disabled:opacity-50",
        variants[variant],
        sizes[size],
        className,
      )}
      {...props}
    />
  );
}
