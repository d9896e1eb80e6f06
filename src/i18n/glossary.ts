/**
 * One vocabulary per language: for each concept, the term the copy uses and
 * what it replaces. `tests/unit/glossary.test.ts` reads every message and every
 * content file (code left out) and fails on a replaced form; docs/glossary.md
 * explains the choices. Add a concept here, then bring the copy into line.
 */
export type GlossaryEntry = {
  concept: string;
  /** The chosen term, as the copy writes it. */
  term: string;
  /** Forms that must no longer appear. */
  replaces: RegExp[];
  /** Why this term (one line, shown in docs/glossary.md). */
  why: string;
  /** Files where a replaced form is right (path fragments), e.g. the API's currency code in the developer docs. */
  allowedIn?: string[];
};

export const glossary: Record<"fr" | "ar", GlossaryEntry[]> = {
  fr: [
    {
      concept: "the plans",
      term: "Startup, Confort, Suprême",
      replaces: [/\bComfort\b/, /\bSupreme\b/],
      why: "the names the pricing page shows; the terms and the news had kept the English ones",
    },
    {
      concept: "a plan (the word)",
      term: "formule",
      replaces: [/\b(?:offres?|forfaits?)\s+\(?\*?(?:Startup|Confort|Suprême)/i, /\btoutes les offres, y compris\b/],
      why: "“offre” is kept for promotions (“offres du moment”); a plan is a “formule” everywhere",
    },
    {
      concept: "the dinar in prose",
      term: "DA",
      replaces: [/\bDZD\b/],
      why: "what the number formatter prints in French (1 500 DA); the ISO code stays only where the API's currency field is meant",
      allowedIn: ["messages/sections/developer/"],
    },
    {
      concept: "the apostrophe",
      term: "’",
      replaces: [/[A-Za-zÀ-ÿ]'[A-Za-zÀ-ÿ]/],
      why: "French typography; code and URLs keep the straight one",
    },
  ],
  ar: [
    {
      concept: "reseller",
      term: "موزّع / موزع (الموزعون، الموزعين)",
      replaces: [/بائعًا معتمدًا/, /بائع معتمد/, /(?:^|[\s"(])(?:ال|لل|و|وال)?بائع(?:ين|ون)?(?=[\s".،؟)]|$)/],
      why: "the word the reseller pages already used; “بائع” means any seller (بائعو التبغ stays)",
    },
    {
      concept: "the plans",
      term: "انطلاق، راحة، تميّز",
      replaces: [/\bStartup\b/, /\bComfort\b/, /\bSupreme\b/],
      why: "the pricing page's names; the terms and the news had the English ones",
    },
    {
      concept: "a plan (the word)",
      term: "باقة",
      replaces: [/(?:ال)?عرض\s+\*?(?:انطلاق|راحة|تميّز)/, /كل عرض\s+\(/, /جميع العروض، بما فيها/],
      why: "the pricing page's word; “عرض” is an offer",
    },
    {
      concept: "refund",
      term: "استرداد",
      replaces: [/استرجاع/],
      why: "the usual word for a payment refund; one word in the calculator, the FAQ and the API docs",
    },
    {
      concept: "documentation",
      term: "الوثائق (وثائق API، وثائق المطوّرين)",
      replaces: [
        /توثيق\s+(?:API|واجهة|واجهات|الواجهات|المطوّرين|المطورين|\{api\})/,
        /(?:محتويات|في|يشرح|دليل المطوّر)\s+التوثيق(?!\s+(?:الحساب|حساب))/,
        /كل\s+توثيق/,
        /مع توثيق واضح/,
      ],
      why: "التوثيق is kept for account verification (توثيق الحساب), the meaning the app's pages give it",
    },
  ],
};
