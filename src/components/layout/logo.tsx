import { site } from "@/config/site";

/** The wordmark: a purple tile with a gold arc, and the brand name from config. */
export function Logo() {
  return (
    <span className="inline-flex items-center gap-2 text-xl font-extrabold tracking-tight" dir="ltr">
      <svg viewBox="0 0 32 32" aria-hidden className="size-8">
        <rect width="32" height="32" rx="9" fill="#6a24d9" />
        <path d="M22 10.5a8 8 0 1 0 0 11" fill="none" stroke="#f8c948" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <span>{site.name}</span>
    </span>
  );
}
