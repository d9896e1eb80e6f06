import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { buttonClasses, type ButtonStyle } from "./button-styles";

export type ButtonProps = ComponentProps<"button"> & {
  variant?: ButtonStyle["variant"];
  size?: ButtonStyle["size"];
  /** Render the child element (a link, say) with the button's look. */
  asChild?: boolean;
};

/**
 * A button, or with `asChild` a link that looks like one. For server components:
 * client components use `buttonClasses` (button-styles.ts) on their own elements. Classes are joined
 * with clsx (no tailwind-merge: client components render it too), so
 * `className` should add layout, not restyle what `variant` and `size` set.
 */
export function Button({ variant, size, asChild, className, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : "button";
  return <Component className={buttonClasses({ variant, size, className })} {...props} />;
}
