"use client";

import { useState, type ComponentType } from "react";
import type { TryItPanelProps } from "./try-it-panel";

const loadPanel = () => import("./try-it-panel");

/**
 * A reference page's "Try it" (docs/developer-section.md, "Sandbox", "Try it"): a disclosure whose
 * panel (the form, the request, the answer) is a chunk of its own, loaded the first time it is
 * opened, so the page weighs what it did without it. Hidden without JavaScript (nothing to send with).
 */
export function TryIt({ summary, loading, ...props }: TryItPanelProps & { summary: string; loading: string }) {
  const [Panel, setPanel] = useState<ComponentType<TryItPanelProps> | null>(null);
  return (
    <details
      data-testid="try-it"
      className="group border-line mt-8 rounded-xl border [html:not([data-js])_&]:hidden"
      onToggle={(event) => {
        if (event.currentTarget.open && !Panel) void loadPanel().then((module) => setPanel(() => module.TryItPanel));
      }}
    >
      <summary className="hover:bg-surface-muted flex cursor-pointer items-center gap-2 rounded-xl px-4 py-3 font-semibold">
        {summary}
      </summary>
      <div className="border-line border-t p-4">{Panel ? <Panel {...props} /> : <p className="text-ink-muted text-sm">{loading}</p>}</div>
    </details>
  );
}
