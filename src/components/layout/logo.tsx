import { site } from "@/config/site";
import { LogoMark } from "./logo-mark";

/**
 * The wordmark: the brand's tile and its name from config. `compact` (the
 * header) keeps only the tile below 360 px, where the header needs the room
 * for the log-in link; the name stays in the accessibility tree.
 */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2 text-xl font-extrabold tracking-tight" dir="ltr">
      <LogoMark />
      <span className={compact ? "max-[360px]:sr-only" : undefined}>{site.name}</span>
    </span>
  );
}
