import { Globe } from "@/components/icons/lucide";
import type { RegionId } from "@/config/regions";

/** Algeria: green and white halves, red crescent and star. */
function AlgeriaFlag() {
  return (
    <svg viewBox="0 0 30 20" aria-hidden className="h-5 w-7.5 rounded-sm ring-1 ring-line">
      <rect width="15" height="20" fill="#006233" />
      <rect x="15" width="15" height="20" fill="#fff" />
      <circle cx="15" cy="10" r="5" fill="#d21034" />
      <circle cx="16.25" cy="10" r="4" fill="#fff" />
      <path fill="#d21034" d="m17.1 10 3.3-1.1-2 2.8V8.3l2 2.8z" />
    </svg>
  );
}

/** Morocco: red field, green interlaced star. */
function MoroccoFlag() {
  return (
    <svg viewBox="0 0 30 20" aria-hidden className="h-5 w-7.5 rounded-sm ring-1 ring-line">
      <rect width="30" height="20" fill="#c1272d" />
      <path fill="none" stroke="#006233" strokeWidth="0.7" d="M15 5.6l2.6 7.9-6.8-4.9h8.4l-6.8 4.9z" />
    </svg>
  );
}

/** The mark next to a region's name: a globe for the global site, a flag otherwise. */
export function RegionMark({ region }: { region: RegionId }) {
  if (region === "dz") return <AlgeriaFlag />;
  if (region === "ma") return <MoroccoFlag />;
  return <Globe aria-hidden className="size-5 text-accent" />;
}
