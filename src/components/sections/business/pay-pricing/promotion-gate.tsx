"use client";

import { useEffect, useState, type ReactNode } from "react";

/**
 * Shows its children until `endsAt`. The page is static: the build drops
 * promotions already over, and this hides one that ends while the build is
 * live, after hydration (the server HTML still carries `data-ends-at`).
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
    <li data-ends-at={endsAt} hidden={over} className="rounded-3xl border border-gold-500 bg-surface p-6">
      {children}
    </li>
  );
}
