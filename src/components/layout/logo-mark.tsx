"use client";

/**
 * The brand's tile: purple with a gold arc. A client component for the weight of
 * the page, not for behaviour: the header and the footer both draw it, and a
 * server component's SVG would be carried in the React payload each time, where
 * a client one is a reference of a few bytes.
 */
export function LogoMark() {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className="size-8">
      <rect width="32" height="32" rx="9" fill="#6a24d9" />
      <path d="M22 10.5a8 8 0 1 0 0 11" fill="none" stroke="#f8c948" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
