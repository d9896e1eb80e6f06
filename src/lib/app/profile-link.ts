import { site } from "@/config/site";

/** The user name shown in examples of a profile link. */
export const EXAMPLE_USERNAME = "amina.dz";

/** A user's shareable profile link: the web app's address followed by `/@username`. */
export function profileUrl(username: string): string {
  return `${site.links.webApp}/@${encodeURIComponent(username)}`;
}
