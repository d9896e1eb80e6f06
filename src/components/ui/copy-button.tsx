"use client";

import { Copy } from "lucide-react";
import { useToast } from "./toast";
import { Button, type ButtonProps } from "./button";

type CopyButtonProps = Omit<ButtonProps, "onClick" | "children"> & {
  value: string;
  label: string;
  copiedMessage: string;
  failedMessage: string;
};

/** Copies a value to the clipboard and confirms with a toast. */
export function CopyButton({ value, label, copiedMessage, failedMessage, variant = "outline", ...props }: CopyButtonProps) {
  const { toast } = useToast();
  return (
    <Button
      type="button"
      variant={variant}
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(value);
          toast(copiedMessage);
        } catch {
          toast(failedMessage);
        }
      }}
      {...props}
    >
      <Copy aria-hidden className="size-4" />
      {label}
    </Button>
  );
}
