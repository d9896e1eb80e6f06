import type { ReactNode } from "react";
import { pageContext, type PageProps } from "@/lib/page";
import { SiteShell } from "@/components/layout/site-shell";

/** Pages of no section (the HTML site map, the search results): the shell with the home section's log-in and legal links, no menu highlighted (the map is no one's page), and the Morocco notice like every Moroccan page but the landing. */
export default async function SiteLayout({ children, ...props }: PageProps & { children: ReactNode }) {
  // Sets the language and region that the shell (and everything below) reads from context.
  await pageContext(props);
  return (
    <SiteShell section="home" highlight={null}>
      {children}
    </SiteShell>
  );
}
