import { cn } from "@/lib/cn";

export type SidebarItem = { href: string; label: string; children?: SidebarItem[]; code?: boolean };
export type SidebarGroup = { title: string; items: SidebarItem[] };

type SidebarNavProps = { label: string; groups: SidebarGroup[]; className?: string };

const linkClass =
  "block rounded-md px-2 py-1 text-sm text-ink-muted hover:bg-surface-muted hover:text-ink aria-[current=true]:bg-surface-muted aria-[current=true]:font-semibold aria-[current=true]:text-accent";

/**
 * A table of contents: groups of in-page links, one level of children.
 * Links carry `data-toc` so a small client script can mark the section in view.
 */
export function SidebarNav({ label, groups, className }: SidebarNavProps) {
  return (
    <nav aria-label={label} className={className}>
      {groups.map((group) => (
        <div key={group.title} className="mb-5">
          <p className="text-ink mb-1 px-2 text-xs font-bold tracking-wide uppercase">{group.title}</p>
          <ul>
            {group.items.map((item) => (
              <li key={item.href}>
                <a href={item.href} data-toc="" className={linkClass}>
                  {item.label}
                </a>
                {item.children?.length ? (
                  <ul className="border-line ms-3 border-s ps-1">
                    {item.children.map((child) => (
                      <li key={child.href}>
                        <a href={child.href} data-toc="" className={cn(linkClass, "text-[13px]", child.code && "font-mono")}>
                          {child.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
