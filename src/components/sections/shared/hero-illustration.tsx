/** A phone showing a wallet card: drawn in SVG, decorative. */
export function HeroIllustration() {
  return (
    <svg viewBox="0 0 320 400" aria-hidden className="h-auto w-full max-w-sm" role="presentation">
      <defs>
        <linearGradient id="hero-card" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7c3aed" />
          <stop offset="1" stopColor="#3a1475" />
        </linearGradient>
        <linearGradient id="hero-gold" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#fde68a" />
          <stop offset="1" stopColor="#e9a91d" />
        </linearGradient>
      </defs>
      <circle cx="200" cy="180" r="150" fill="#7c3aed" opacity="0.12" />
      <rect x="70" y="20" width="180" height="360" rx="32" fill="#1b1530" />
      <rect x="80" y="32" width="160" height="336" rx="24" fill="#f7f5fb" />
      <rect x="94" y="62" width="132" height="82" rx="14" fill="url(#hero-card)" />
      <rect x="106" y="78" width="40" height="8" rx="4" fill="#ece4ff" opacity="0.8" />
      <rect x="106" y="112" width="70" height="12" rx="6" fill="#ffffff" />
      <circle cx="206" cy="124" r="8" fill="url(#hero-gold)" />
      <g fill="#d9ccff">
        <rect x="94" y="162" width="38" height="38" rx="12" />
        <rect x="141" y="162" width="38" height="38" rx="12" />
        <rect x="188" y="162" width="38" height="38" rx="12" />
      </g>
      <g fill="#6a24d9">
        <circle cx="113" cy="181" r="7" />
        <rect x="153" y="174" width="14" height="14" rx="3" />
        <path d="M200 188l7-14 7 14z" />
      </g>
      <g fill="#e3ddf0">
        <rect x="94" y="220" width="132" height="34" rx="10" />
        <rect x="94" y="262" width="132" height="34" rx="10" />
        <rect x="94" y="304" width="132" height="34" rx="10" />
      </g>
      <rect x="104" y="232" width="60" height="10" rx="5" fill="#4f4868" opacity="0.5" />
      <rect x="104" y="274" width="76" height="10" rx="5" fill="#4f4868" opacity="0.5" />
      <rect x="104" y="316" width="50" height="10" rx="5" fill="#4f4868" opacity="0.5" />
      <rect x="232" y="232" width="74" height="44" rx="14" fill="url(#hero-gold)" />
      <path d="M250 254l8 8 16-16" fill="none" stroke="#1b1530" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
