import type { ReactNode } from "react";
import { pageContext, type PageProps } from "@/lib/page";
import { SiteShell } from "@/components/layout/site-shell";

/** The home page and the HTML site map: the shell with the home section's settings, no Morocco notice on the landing. */
export default async function HomeLayout({ children, ...props }: PageProps & { children: ReactNode }) {
  // Sets the language and region that the shell (and everything below) reads from context.
  await pageContext(props);
  return (
    <SiteShell section="home" hideRegionNotice>
      {children}
    </SiteShell>
  );
}
