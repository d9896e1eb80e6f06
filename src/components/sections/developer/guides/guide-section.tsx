import type { ReactNode } from "react";

/** A guide band with an anchored `h2` (the id is the deep link and the sidebar target). */
export function GuideSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="border-line scroll-mt-24 border-b py-12 first:pt-0">
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight md:text-3xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
