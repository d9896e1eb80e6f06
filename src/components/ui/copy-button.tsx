"use client";

import { Copy } from "@/components/icons/lucide";
import { useToast } from "./toast";
import type { ComponentProps } from "react";
import { buttonClasses, type ButtonStyle } from "./button-styles";

type CopyButtonProps = Omit<ComponentProps<"button">, "onClick" | "children" | "value" | "className"> & ButtonStyle & {
  /**
   * What to copy. Without it, the button copies the visible `<pre>` of its closest
   * `[data-copy-source]` element: code that is already in the page is not sent a
   * second time in the React payload.
   */
  value?: string;
  label: string;
  copiedMessage: string;
  failedMessage: string;
};

/** The text of the first visible `<pre>` in the button's closest `[data-copy-source]`. */
function visibleCode(button: HTMLElement): string | undefined {
  const source = button.closest("[data-copy-source]");
  const blocks = Array.from(source?.querySelectorAll("pre") ?? []);
  return blocks.find((block) => block.getClientRects().length > 0)?.textContent ?? undefined;
}

/** Copies a value (or the code beside it) to the clipboard and confirms with a toast. */
export function CopyButton({ value, label, copiedMessage, failedMessage, variant = "outline", size, className, ...props }: CopyButtonProps) {
  const { toast } = useToast();
  return (
    <button
      type="button"
      className={buttonClasses({ variant, size, className })}
      onClick={async (event) => {
        try {
          const text = value ?? visibleCode(event.currentTarget);
          if (text === undefined) throw new Error("nothing to copy");
          await navigator.clipboard.writeText(text);
          toast(copiedMessage);
        } catch {
          toast(failedMessage);
        }
      }}
      {...props}
    >
      <Copy aria-hidden className="size-4" />
      {label}
    </button>
  );
}
