import type { ComponentProps, ReactNode } from "react";
// clsx, not cn(): client components render this (src/lib/cn.ts).
import { clsx as cn } from "clsx";

type FieldProps = Omit<ComponentProps<"input">, "id"> & {
  id: string;
  label: ReactNode;
  /** Help shown under the input, always read with it. */
  hint?: ReactNode;
  /** Error message; when set the input is marked invalid and the message is announced. */
  error?: ReactNode;
};

/** A labelled text input with an optional hint and error message. */
export function Field({ id, label, hint, error, className, ...props }: FieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <label htmlFor={id} className="font-semibold">{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          "h-12 w-full rounded-xl border bg-surface px-4 text-lg text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent",
          error ? "border-red-700 dark:border-red-300" : "border-line",
        )}
        {...props}
      />
      {hint ? <p id={`${id}-hint`} className="text-sm text-ink-muted">{hint}</p> : null}
      <p id={`${id}-error`} role="alert" className="text-sm font-semibold text-red-700 empty:hidden dark:text-red-300">{error}</p>
    </div>
  );
}
