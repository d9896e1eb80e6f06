"use client";

import { useEffect, useState, type ReactNode } from "react";
import { clsx as cn } from "clsx";

/** SPEC 7: below 500px the header hides after 100px of scrolling down and returns on any scroll up. */
export const HEADER_HIDE_AFTER_PX = 100;
export const HEADER_NARROW_BELOW_PX = 500;

/** Decides the header's visibility from one scroll step. Pure, so it is unit-tested. */
export function nextHeaderHidden(input: { width: number; previousY: number; y: number; hidden: boolean }): boolean {
  if (input.width >= HEADER_NARROW_BELOW_PX) return false;
  if (input.y < input.previousY) return false;
  if (input.y > input.previousY && input.y > HEADER_HIDE_AFTER_PX) return true;
  return input.hidden;
}

/** The page's banner: fixed at the top; on narrow screens it steps aside while reading. */
export function AutoHideHeader({ children, className }: { children: ReactNode; className?: string }) {
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    let previousY = window.scrollY;
    let current = false;
    const update = () => {
      const y = window.scrollY;
      const next = nextHeaderHidden({ width: window.innerWidth, previousY, y, hidden: current });
      previousY = y;
      if (next !== current) {
        current = next;
        setHidden(next);
      }
    };
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, []);

  return (
    <header
      data-hidden={hidden ? "true" : "false"}
      className={cn(
        "border-line bg-surface/95 fixed inset-x-0 top-0 z-40 border-b backdrop-blur transition-transform duration-200",
        hidden && "-translate-y-full",
        className,
      )}
    >
      {children}
    </header>
  );
}
