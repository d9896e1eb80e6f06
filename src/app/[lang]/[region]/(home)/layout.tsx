import type { ReactNode } from "react";
import { pageContext, type PageProps } from "@/lib/page";
import { SiteShell } from "@/components/layout/site-shell";

/** The home page: the shell with the home section's settings, Home highlighted, no Morocco notice (the Moroccan landing is the notice). */
export default async function HomeLayout({ children, ...props }: PageProps & { children: ReactNode }) {
  // Sets the language and region that the shell (and everything below) reads from context.
  await pageContext(props);
  return (
    <SiteShell section="home" hideRegionNotice>
      {children}
    </SiteShell>
  );
}
