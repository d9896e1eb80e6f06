import { appPages } from "./pages/app";
import { businessPages } from "./pages/business";
import { developerPages } from "./pages/developer";
import { companyPages } from "./pages/company";

/**
 * Every page that exists, as a region-less path. Each section keeps its own
 * list in `src/config/pages/<section>.ts`; add a page's path there when you
 * add the page (the sitemap and the route tests read this).
 */
export function allPages(): string[] {
  return ["/", ...appPages(), ...businessPages(), ...developerPages(), ...companyPages()];
}
