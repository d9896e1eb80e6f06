import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

export type TabItem = { id: string; label: string; content: ReactNode };

/** Panel visibility per tab position; classes are written out so Tailwind sees them. */
const SHOW_PANEL = [
  "group-has-[[data-tab=t0]:checked]/tabs:block",
  "group-has-[[data-tab=t1]:checked]/tabs:block",
  "group-has-[[data-tab=t2]:checked]/tabs:block",
  "group-has-[[data-tab=t3]:checked]/tabs:block",
  "group-has-[[data-tab=t4]:checked]/tabs:block",
  "group-has-[[data-tab=t5]:checked]/tabs:block",
] as const;

type TabsProps = {
  /** Unique on the page: the radio group name. */
  name: string;
  /** Accessible name of the choice ("Sample language"). */
  label: string;
  items: TabItem[];
  className?: string;
};

/**
 * Tabs without JavaScript: a labelled radio group chooses which panel CSS shows.
 * Every panel is in the server HTML; keyboard users move with the arrow keys as
 * in any radio group. At most six tabs.
 */
export function Tabs({ name, label, items, className }: TabsProps) {
  return (
    <div className={cn("group/tabs", className)}>
      <fieldset className="mb-2 flex flex-wrap gap-1">
        <legend className="sr-only">{label}</legend>
        {items.slice(0, SHOW_PANEL.length).map((item, index) => (
          <label
            key={item.id}
            className="border-line text-ink-muted has-checked:border-accent has-checked:bg-accent has-checked:text-accent-ink has-focus-visible:outline-accent cursor-pointer rounded-full border px-3 py-1 text-xs font-semibold has-focus-visible:outline-2 has-focus-visible:outline-offset-2"
          >
            <input type="radio" name={name} value={item.id} data-tab={`t${index}`} defaultChecked={index === 0} className="sr-only" />
            {item.label}
          </label>
        ))}
      </fieldset>
      {items.slice(0, SHOW_PANEL.length).map((item, index) => (
        <div key={item.id} className={cn("hidden", SHOW_PANEL[index])}>
          {item.content}
        </div>
      ))}
    </div>
  );
}
