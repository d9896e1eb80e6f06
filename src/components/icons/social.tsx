import type { SocialIcon } from "@/config/site";

/**
 * A social network's mark: neutral, monochrome, our own drawing (no third-party files). Its shape
 * is in globals.css (`.social-links i[data-icon]`), a mask over the link's colour: each page's HTML
 * and React payload then carry the network's name, not its path (about 2 KB a page).
 */
export function SocialMark({ icon }: { icon: SocialIcon }) {
  return <i aria-hidden data-icon={icon} />;
}
