import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

export type SidebarItem = {
  href: string;
  label: string;
  children?: SidebarItem[];
  code?: boolean;
  /** The page being shown (`aria-current="page"`). */
  current?: boolean;
};
export type SidebarGroup = { title: string; items: SidebarItem[] };

/**
 * The look of every link, set once on the nav: written on each of a long contents list,
 * it would be repeated in the HTML and in the React payload for every link.
 */
const LINKS = [
  "[&_a]:text-ink-muted [&_a]:block [&_a]:rounded-md [&_a]:px-2 [&_a]:py-1",
  "[&_a]:hover:bg-surface-muted [&_a]:hover:text-ink",
  "[&_a]:aria-[current=true]:bg-surface-muted [&_a]:aria-[current=true]:text-accent [&_a]:aria-[current=true]:font-semibold",
  "[&_a]:aria-[current=page]:bg-surface-muted [&_a]:aria-[current=page]:text-accent [&_a]:aria-[current=page]:font-semibold",
].join(" ");

/**
 * A table of contents: groups of links, one level of children. Links to this page (`#id`)
 * carry `data-toc`, so a small client script can mark the section in view; links to other
 * pages do not. Render it inside a `SidebarNav`; a page that shows the same contents twice
 * (a sidebar and a menu) passes the same element to both, and the React payload carries it once.
 */
export function SidebarLinks({ groups }: { groups: SidebarGroup[] }) {
  const link = (item: SidebarItem, extra?: string) => (
    <a href={item.href} data-toc={item.href.startsWith("#") ? "" : undefined} aria-current={item.current ? "page" : undefined} className={extra}>
      {item.label}
    </a>
  );
  return groups.map((group) => (
    <div key={group.title} className="mb-5">
      {/* In the copy's own case: capitals made "SDKs" read "SDKS", another acronym (review pass 5, 4.2). */}
      <p className="text-ink mb-1 px-2 text-xs font-bold tracking-wide">{group.title}</p>
      <ul className="text-sm">
        {group.items.map((item) => (
          <li key={item.href}>
            {link(item)}
            {item.children?.length ? (
              <ul className="border-line ms-3 border-s ps-1 text-[13px]">
                {item.children.map((child) => (
                  <li key={child.href}>{link(child, child.code ? "font-mono" : undefined)}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  ));
}

/** A labelled navigation landmark around `SidebarLinks`. */
export function SidebarNav({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <nav aria-label={label} className={cn(LINKS, className)}>
      {children}
    </nav>
  );
}
