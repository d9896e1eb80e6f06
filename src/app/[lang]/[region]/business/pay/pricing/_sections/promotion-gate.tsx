"use client";

import { useEffect, useState, type ReactNode } from "react";

/**
 * Shows its children until `endsAt`. The server leaves out promotions already
 * over when it renders the page (at most an hour late); this hides one that
 * ends while a visitor has the page open, or in the hour before the server's
 * copy is renewed (the server HTML carries `data-ends-at`).
 */
export function PromotionGate({ endsAt, children }: { endsAt: string; children: ReactNode }) {
  const [over, setOver] = useState(false);
  useEffect(() => {
    const left = Date.parse(endsAt) - Date.now();
    // Ended already: hide at once; ending later while the page is open: hide then
    // (timers cap at ~24.8 days, past which a reload will do it).
    if (left >= 2 ** 31 - 1) return;
    const timer = setTimeout(() => setOver(true), Math.max(0, left));
    return () => clearTimeout(timer);
  }, [endsAt]);
  return (
    <li data-ends-at={endsAt} hidden={over} className="border-gold-500 bg-surface rounded-3xl border p-6">
      {children}
    </li>
  );
}
