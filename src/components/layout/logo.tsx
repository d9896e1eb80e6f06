import { site } from "@/config/site";
import { LogoMark } from "./logo-mark";

/** The wordmark: the brand's tile and its name from config. */
export function Logo() {
  return (
    <span className="inline-flex items-center gap-2 text-xl font-extrabold tracking-tight" dir="ltr">
      <LogoMark />
      <span>{site.name}</span>
    </span>
  );
}
