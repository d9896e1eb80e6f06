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

/** Grammatical gender of a name in Arabic copy: the form a verb, a relative or a pronoun takes when the name is its subject or antecedent. */
export type ArabicGender = "masculine" | "feminine";

/**
 * One gender per brand or product name in Arabic (docs/glossary.md, "Gender of names").
 * The company is feminine, as Arabic treats a company (شركة: «أعلنت الشركة»);
 * every product is masculine, the implied head noun being تطبيق, رصيد or
 * منتج. Where the copy writes a head noun before the name («محفظة {appName}»,
 * «بوابة {payName}»), agreement follows that noun (`arabicHeadNouns`).
 * `tests/unit/arabic-gender.test.ts` checks every Arabic message and content
 * file against this table; every name token of `brandTokens` must be here.
 */
export type ArabicName = {
  /** The message token, filled from src/config/site.ts (`{payName}`). */
  token: string;
  /** What the name stands for. */
  what: string;
  gender: ArabicGender;
  /** The noun the name stands in for, which gives the gender. */
  impliedNoun: string;
  /** A sentence that follows the rule (the test checks that it passes). */
  example: string;
  /** The same sentence with the other gender (the test checks that it is reported). */
  wrong: string;
};

export const arabicNames: ArabicName[] = [
  {
    token: "brand",
    what: "the company",
    gender: "feminine",
    impliedNoun: "شركة",
    example: "تحوّل {brand} البطاقات التي يملكها الجزائريون أصلًا إلى وسيلة بسيطة للدفع",
    wrong: "يحوّل {brand} البطاقات التي يملكها الجزائريون أصلًا إلى وسيلة بسيطة للدفع",
  },
  {
    token: "appName",
    what: "the wallet app",
    gender: "masculine",
    impliedNoun: "تطبيق",
    example: "يحوّل {appName} بطاقتك CIB أو Edahabia إلى محفظة",
    wrong: "تحوّل {appName} بطاقتك CIB أو Edahabia إلى محفظة",
  },
  {
    token: "payName",
    what: "the payment gateway",
    gender: "masculine",
    impliedNoun: "منتج",
    example: "يربط {payName} موقعك أو تطبيقك أو رابط دفع بسيطًا بالبطاقات الجزائرية",
    wrong: "تربط {payName} موقعك أو تطبيقك أو رابط دفع بسيطًا بالبطاقات الجزائرية",
  },
  {
    token: "proName",
    what: "the reseller offer",
    gender: "masculine",
    impliedNoun: "منتج",
    example: "{proName} يتيح للمحلات بيع شحن الرصيد والقسائم من هاتف أو حاسوب",
    wrong: "{proName} تتيح للمحلات بيع شحن الرصيد والقسائم من هاتف أو حاسوب",
  },
  {
    token: "devName",
    what: "the developer platform",
    gender: "masculine",
    impliedNoun: "منتج",
    example: "يجمع {devName} الوثائق ومفاتيح API والبيئة التجريبية",
    wrong: "تجمع {devName} الوثائق ومفاتيح API والبيئة التجريبية",
  },
  {
    token: "creditName",
    what: "the loyalty credit",
    gender: "masculine",
    impliedNoun: "رصيد",
    example: "{creditName} هو رصيد الولاء في التطبيق",
    wrong: "{creditName} هي رصيد الولاء في التطبيق",
  },
  {
    token: "creditShort",
    what: "the loyalty credit, short",
    gender: "masculine",
    impliedNoun: "رصيد",
    example: "يبقى {creditShort} في الحساب الذي كسبه",
    wrong: "تبقى {creditShort} في الحساب الذي كسبه",
  },
];

/**
 * Head nouns the copy may write before a name (one or two words): the name is
 * then their complement and agreement follows the noun, not the name
 * («تجمع محفظة {appName}», «واجهة برمجة {payName} واجهة REST تتبادل...»).
 */
export const arabicHeadNouns: Record<string, ArabicGender> = {
  "تطبيق": "masculine",
  "موقع": "masculine",
  "حساب": "masculine",
  "جهاز": "masculine",
  "فريق": "masculine",
  "رصيد": "masculine",
  "شركة": "feminine",
  "محفظة": "feminine",
  "بوابة": "feminine",
  "منصة": "feminine",
  "خدمة": "feminine",
  "نسخة": "feminine",
  "واجهة": "feminine",
  "واجهة برمجة": "feminine",
  "لوحة تحكم": "feminine",
  "أجهزة": "feminine",
  "وثائق": "feminine",
};
