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
      {/* `.segments` (globals.css): the group's and each segment's look, named once. */}
      <div className="segments">
        {options.map((option) => (
          <label key={option.value}>
            <input
              type="radio"
              name={name}
              value={option.value}
              {...(onChange
                ? { checked: value === option.value, onChange: () => onChange(option.value) }
                : // Rendered by a server component: the choice as a default, the browser keeps it.
                  { defaultChecked: value === option.value })}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
