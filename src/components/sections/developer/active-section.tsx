"use client";

import { useEffect } from "react";

/**
 * Marks the table-of-contents link of the section in view (`aria-current`),
 * and closes the narrow-screen contents menu after a link is followed.
 * Renders nothing; without JavaScript the links simply work.
 */
export function ActiveSection() {
  useEffect(() => {
    const links = Array.from(document.querySelectorAll<HTMLAnchorElement>("a[data-toc]"));
    const byId = new Map<string, HTMLAnchorElement[]>();
    for (const link of links) {
      const id = decodeURIComponent(link.hash.slice(1));
      byId.set(id, [...(byId.get(id) ?? []), link]);
    }
    const targets = [...byId.keys()].map((id) => document.getElementById(id)).filter((el): el is HTMLElement => !!el);
    const visible = new Set<string>();
    const mark = () => {
      // The last one in document order: an endpoint wins over the group that contains it.
      const current = targets.findLast((target) => visible.has(target.id))?.id;
      for (const [id, items] of byId) for (const item of items) item.setAttribute("aria-current", String(id === current));
    };
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        mark();
      },
      { rootMargin: "-80px 0px -65% 0px" },
    );
    for (const target of targets) observer.observe(target);
    const close = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.("a[data-toc]");
      link?.closest("details")?.removeAttribute("open");
    };
    document.addEventListener("click", close);
    return () => {
      observer.disconnect();
      document.removeEventListener("click", close);
    };
  }, []);
  return null;
}
