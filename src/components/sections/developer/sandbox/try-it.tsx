import type { ReactNode } from "react";
import { createPortal } from "react-dom";
import { TryItPanel, type TryItPanelProps } from "./try-it-panel";

/**
 * "Try it"'s panel for a disclosure the server wrote (`TryItSection`): a portal into its
 * `[data-try-it-panel]`, the props read from that element's `data-try-it-panel` (JSON), rendered by
 * the docs' island (`ActiveSection`), which loads this module the first time a disclosure is opened:
 * a reference page carries none of it before. A portal of the page's own React root, not a root of
 * its own: `react-dom/client` in a page's chunk made Turbopack split the framework's chunk (every
 * page of the site 361 B heavier, gzip).
 */
export function tryItPortal(details: HTMLDetailsElement, key: string): ReactNode {
  const container = details.querySelector<HTMLElement>("[data-try-it-panel]");
  const props = container?.dataset.tryItPanel;
  if (!container || !props) return null;
  // The "Loading…" line the server wrote beside the panel.
  details.querySelector("[data-try-it-loading]")?.setAttribute("hidden", "");
  return createPortal(<TryItPanel {...(JSON.parse(props) as TryItPanelProps)} />, container, key);
}
