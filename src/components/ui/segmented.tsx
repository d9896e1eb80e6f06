import type { ReactNode } from "react";
// clsx, not cn(): client components render this (src/lib/cn.ts).
import { clsx as cn } from "clsx";

type Option<T extends string> = { value: T; label: ReactNode };

/**
 * A radio group drawn as joined segments. Native radios: Tab enters the
 * group, arrow keys move the choice, and it works in a form without JS.
 */
export function Segmented<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  className,
}: {
  legend: ReactNode;
  name: string;
  options: readonly Option<T>[];
  value: T;
  onChange?: (value: T) => void;
  className?: string;
}) {
  return (
    <fieldset className={cn("flex flex-col gap-2", className)}>
      <legend className="mb-2 font-semibold">{legend}</legend>
      <div className="inline-flex w-full rounded-xl border border-line bg-surface-muted p-1">
        {options.map((option) => (
          <label key={option.value} className="relative flex-1">
            <input
              type="radio"
              name={name}
              value={option.value}
              {...(onChange
                ? { checked: value === option.value, onChange: () => onChange(option.value) }
                : // Rendered by a server component: the choice as a default, the browser keeps it.
                  { defaultChecked: value === option.value })}
              className="peer absolute inset-0 size-full cursor-pointer opacity-0"
            />
            <span className="flex h-10 items-center justify-center rounded-lg px-3 text-sm font-semibold text-ink-muted peer-checked:bg-brand-600 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent dark:peer-checked:bg-brand-300 dark:peer-checked:text-brand-950">
              {option.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
