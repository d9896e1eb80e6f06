import type { ReactNode } from "react";

/** Reading width and rhythm for long-form MDX (articles, job posts, legal texts). */
export function Prose({ children }: { children: ReactNode }) {
  return <div className="max-w-3xl text-lg [&_li]:leading-relaxed [&>*:first-child]:mt-0">{children}</div>;
}
