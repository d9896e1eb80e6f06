"use client";

import { useCallback, useState } from "react";

/**
 * State for a dialog whose code loads on first use: `mounted` turns true at
 * the first open and stays true (so closing animates and state survives);
 * `preload` warms the chunk on hover or focus; `show` opens it from a link
 * trigger (whose href is the no-JavaScript fallback), on click, Enter or, with
 * `onKeyDown`, Space.
 */
export function useLazyDialog(load: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const preload = useCallback(() => void load(), [load]);
  const show = useCallback((event: { preventDefault: () => void }) => {
    event.preventDefault();
    setMounted(true);
    setOpen(true);
  }, []);
  /**
   * The trigger is a link with role=button, so it must answer Space as a button does (WCAG 2.1.1;
   * a link answers Enter only): Space opens the dialog instead of scrolling the page.
   */
  const onKeyDown = useCallback(
    (event: { key: string; preventDefault: () => void }) => {
      if (event.key === " " || event.key === "Spacebar") show(event);
    },
    [show],
  );
  return { open, mounted, setOpen, preload, show, onKeyDown };
}
