import type { ComponentType } from "react";

export type IconGridItem = {
  key: string;
  Icon: ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
  title: string;
  body: string;
};

/** Four short points with an icon each (values, reasons, benefits): one column, two, then four. */
export function IconGrid({ items }: { items: IconGridItem[] }) {
  return (
    <ul className="grid gap-8 sm:grid-cols-2 xl:grid-cols-4">
      {items.map(({ key, Icon, title, body }) => (
        <li key={key}>
          <Icon aria-hidden className="text-accent size-8" />
          <h3 className="mt-4 text-lg font-bold">{title}</h3>
          <p className="text-ink-muted mt-2">{body}</p>
        </li>
      ))}
    </ul>
  );
}
