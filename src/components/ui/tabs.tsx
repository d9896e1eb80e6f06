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

/**
 * The look of the tab labels, set once on their group: written on each label it would be
 * repeated in the HTML and in the React payload for every tab of every sample on the page.
 */
const LABELS = [
  "[&>label]:border-line [&>label]:text-ink-muted [&>label]:cursor-pointer [&>label]:rounded-full [&>label]:border [&>label]:px-3 [&>label]:py-1 [&>label]:text-xs [&>label]:font-semibold",
  "[&>label]:has-checked:border-accent [&>label]:has-checked:bg-accent [&>label]:has-checked:text-accent-ink",
  "[&>label]:has-focus-visible:outline-accent [&>label]:has-focus-visible:outline-2 [&>label]:has-focus-visible:outline-offset-2",
].join(" ");

type TabsProps = {
  /** Unique on the page: the radio group name. */
  name: string;
  /** Accessible name of the choice ("Sample language"). */
  label: string;
  items: TabItem[];
  /** Shown at the end of the tab bar (a copy button for the panel shown). */
  aside?: ReactNode;
  className?: string;
};

/**
 * Tabs without JavaScript: a labelled radio group chooses which panel CSS shows.
 * Every panel is in the server HTML; keyboard users move with the arrow keys as
 * in any radio group. At most six tabs.
 */
export function Tabs({ name, label, items, aside, className }: TabsProps) {
  return (
    <div className={cn("group/tabs", className)}>
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <fieldset className={cn("flex flex-wrap gap-1", LABELS)}>
          <legend className="sr-only">{label}</legend>
          {items.slice(0, SHOW_PANEL.length).map((item, index) => (
            <label key={item.id}>
              <input type="radio" name={name} value={item.id} data-tab={`t${index}`} defaultChecked={index === 0} className="sr-only" />
              {item.label}
            </label>
          ))}
        </fieldset>
        {aside}
      </div>
      {items.slice(0, SHOW_PANEL.length).map((item, index) => (
        <div key={item.id} className={cn("hidden", SHOW_PANEL[index])}>
          {item.content}
        </div>
      ))}
    </div>
  );
}
