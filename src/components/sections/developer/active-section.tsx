"use client";

import { useEffect, useState, type ReactNode } from "react";
import { KEY_EVENT, keyStorageName } from "@/lib/sandbox/key-name";
import type { SampleKeyProps } from "./sandbox/sample-key";

/**
 * The docs pages' one island (every page of DocsShell). Marks the table-of-contents link of the
 * section in view (`aria-current`), and closes the narrow-screen contents menu after a link is
 * followed. And starts, by dynamic import, what issue 42 added only when it is used, so that a page
 * carries none of it before (docs/developer-section.md, "Weight"): the samples with the key
 * (`startSampleKey`) once the browser keeps a key for the API, and "Try it"'s panel (`tryItPortal`,
 * rendered here) the first time one of the disclosures the server wrote (`details[data-try-it]`)
 * is opened. Renders nothing else; without JavaScript the links simply work.
 */
export function ActiveSection(sandbox: SampleKeyProps) {
  const { api, keyEnv, siteUrl } = sandbox;
  const [panels, setPanels] = useState<ReactNode[]>([]);
  useEffect(() => {
    let samples: Promise<() => void> | undefined;
    const opened = new Set<Element>();
    // Run now, when a key is kept or forgotten (here or in another tab), and on every toggle (which does not bubble: caught on its way down).
    const start = () => {
      try {
        if (!samples && localStorage.getItem(keyStorageName(api)))
          samples = import("./sandbox/sample-key").then((module) => module.startSampleKey({ api, keyEnv, siteUrl }));
      } catch {}
      for (const details of document.querySelectorAll<HTMLDetailsElement>("details[data-try-it][open]")) {
        if (opened.has(details)) continue;
        opened.add(details);
        const key = String(opened.size);
        void import("./sandbox/try-it").then((module) => setPanels((shown) => [...shown, module.tryItPortal(details, key)]));
      }
    };
    start();
    window.addEventListener(KEY_EVENT, start);
    window.addEventListener("storage", start);
    document.addEventListener("toggle", start, true);
    return () => {
      window.removeEventListener(KEY_EVENT, start);
      window.removeEventListener("storage", start);
      document.removeEventListener("toggle", start, true);
      void samples?.then((stop) => stop());
    };
  }, [api, keyEnv, siteUrl]);
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
  return panels;
}
