"use client";

import { Moon, Sun } from "@/components/icons/lucide";
import { useTheme } from "next-themes";

/** Light/dark switch. The icon comes from CSS so server and client markup agree before hydration. */
export function ThemeToggle({ label }: { label: string }) {
  const { resolvedTheme, setTheme } = useTheme();
  return (
    <button
      type="button"
      aria-label={label}
      data-testid="theme-toggle"
      onClick={() => setTheme(resolvedTheme === "dark" ? "light" : "dark")}
      className="hover:bg-surface-muted inline-flex size-11 items-center justify-center rounded-full"
    >
      <Sun aria-hidden className="hidden size-5 dark:block" />
      <Moon aria-hidden className="size-5 dark:hidden" />
    </button>
  );
}
