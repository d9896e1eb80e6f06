/**
 * One vocabulary per language: for each concept, the term the copy uses and
 * what it replaces. `tests/unit/glossary.test.ts` reads the parsed copy of
 * tests/support/copy-corpus.ts (every message, every content file's front matter
 * and body, the OpenAPI documents' English and `x-fr`/`x-ar` values; code left
 * out) and fails on a replaced form; docs/glossary.md explains the choices. Add a
 * concept here, then bring the copy into line.
 */
import { prose } from "./typography-check";

export type GlossaryEntry = {
  concept: string;
  /** The chosen term, as the copy writes it. */
  term: string;
  /** Forms that must no longer appear. */
  replaces: RegExp[];
  /** Why this term (one line, shown in docs/glossary.md). */
  why: string;
  /** Grammar the term needs (gender, number, the form after a number...), shown in docs/glossary.md. */
  note?: string;
  /** Files where a replaced form is right (path fragments), e.g. the API's currency code in the developer docs. */
  allowedIn?: string[];
};

/**
 * What the glossary of `lang` reports in a phrase as the copy tests read it (`prose`: typography
 * applied), as `concept: form` lines: what the review examples' tests expect to be (or not be) found.
 */
export function glossaryHits(lang: "en" | "fr" | "ar", phrase: string): string[] {
  return glossary[lang].flatMap((entry) => replacedForms(entry, prose(phrase)).map(({ found }) => `${entry.concept}: ${found}`));
}

/** Every replaced form of an entry in a text, with where it starts (every match of every pattern, not the first only). */
export function replacedForms(entry: GlossaryEntry, text: string): { index: number; found: string }[] {
  return entry.replaces
    .flatMap((pattern) => [...text.matchAll(new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`))])
    .map((match) => ({ index: match.index + (match[0].length - match[0].trimStart().length), found: match[0].trim() }))
    .sort((a, b) => a.index - b.index);
}

export const glossary: Record<"en" | "fr" | "ar", GlossaryEntry[]> = {
  en: [
    {
      concept: "top-up",
      term: "top-up (noun), top up (verb)",
      replaces: [/\brecharg(?:e|es|ed|ing)\b/i],
      why: "the word the pages use for a phone or balance top-up; “recharge” crept into the app and help pages",
    },
    {
      concept: "plugin",
      term: "plugin",
      replaces: [/\bmodules?\b/i, /\bextensions?\b/i, /\bplug-ins?\b/i],
      why: "what WooCommerce and PrestaShop integrations are called on the developer pages",
      allowedIn: ["/cookie/"],
    },
    {
      concept: "QR code",
      term: "QR code (QR-code payments: QR code payments)",
      replaces: [/\bQR-codes?\b/],
      why: "one spelling; no hyphen even before a noun",
    },
    {
      concept: "the dinar in prose",
      term: "DA (amounts, labels: Amount (DA), 1 million DA), dinars (in words: in dinars)",
      replaces: [/\bDZD\b/],
      why: "what Algerian readers write, and what the French pages say; DZD is the API's currency code (review pass 0: the merchant pages said “in DZD”, “(DZD)”, “1 million DZD”)",
      // The API reference is developer documentation: its English (read since issue 38) writes amounts as the API returns them.
      allowedIn: ["messages/sections/developer/", "content/legal/developer/", "content/openapi/"],
    },
    {
      concept: "the minimum age",
      term: "19 (the age of majority in Algeria)",
      replaces: [/\b(?:aged|at least) 18\b/, /\b18 years old\b/],
      why: "Algeria's civil code sets majority at 19 (art. 40); the FAQ and the terms said 18 while the French said “majeure”",
    },
    // The English choices of review pass 0 (28 November 2026): one wording per concept.
    {
      concept: "privacy policy",
      term: "privacy policy (this policy)",
      replaces: [/\bprivacy notices?\b/i, /\bthis notice\b/i],
      why: "the footer's and the documents' name; the lead forms' consent and two policies said “privacy notice”, “this notice”",
    },
    {
      concept: "working day",
      term: "working day(s)",
      replaces: [/\bbusiness days?\b/i],
      why: "the British term, and the one most pages used (answer times, payouts, complaints)",
    },
    {
      concept: "taxes included",
      term: "including all taxes (quoted including all taxes and interbank fees)",
      replaces: [/\bTTC\b/, /\ball taxes included\b/i, /\btaxes and interbank fees included\b/i],
      why: "TTC is a French abbreviation; one phrase where the pricing page, the help, the news and the terms said it three ways",
    },
    {
      concept: "locking the account",
      term: "lock (lock your account)",
      replaces: [/\bblock(?:s|ed|ing)?\s+(?:it|your account|the account|your wallet)\b/i],
      why: "what the app's security page and help say; “block” stays for cookies and traffic",
    },
    {
      concept: "the web version",
      term: "web version (the web version of {appName})",
      replaces: [/\bweb app(?:lication)?s?\b/i],
      why: "what the download page and every app page call it",
    },
    {
      concept: "logging in",
      term: "log in (verb), login (noun: login events); logged in",
      replaces: [/\bsign(?:s|ed|ing)?[ -]in\b/i],
      why: "the header's “Log in” button; the developer steps, a news article and the cookie policies said “sign in”",
    },
    {
      concept: "the iPhone app",
      term: "iPhone app (the App Store is the store)",
      replaces: [/\bApp Store version\b/i, /\biOS app(?:lication)?s?\b/i, /\biPhone version\b/i],
      why: "the home and download pages' name; the store's name stays where the store is meant (App Store: coming soon)",
    },
    {
      concept: "identity card",
      term: "identity card (national biometric identity card); identity document where other documents count",
      replaces: [/\bID cards?\b/],
      why: "the verification guide's and the help's words",
    },
    {
      concept: "prepaid card",
      term: "prepaid card",
      replaces: [/\bgift cards?\b/i],
      why: "what the voucher pages call the Razer Gold, Xbox and PlayStation codes",
    },
    {
      concept: "the field agent",
      term: "agent (our agent, a local agent, one of our agents)",
      replaces: [/\bfield advis[eo]rs?\b/i],
      why: "the {proName} pages' word for who visits a shop and installs its terminal",
    },
    {
      concept: "the biller",
      term: "biller",
      replaces: [/\bproviders? receives? the payment\b/i, /\b(?:bill|utility) providers?\b/i],
      why: "the app pages' and the help's word for Sonelgaz, ADE, Seaal and Algérie Télécom; a voucher has an issuer, and “provider” is a technical provider",
    },
    {
      concept: "cardholder",
      term: "cardholder(s)",
      replaces: [/\bcard holders?\b/i],
      why: "one word, as the news and the merchant terms wrote it",
    },
    {
      concept: "set-up (noun)",
      term: "set-up (noun), set up (verb)",
      replaces: [/\bsetups?\b/i],
      why: "the British spelling of the noun, as the merchant help's menu entry wrote it",
    },
    {
      concept: "adviser",
      term: "adviser",
      replaces: [/\badvisors?\b/i],
      why: "the spelling of the job title (Customer care adviser) and of the careers page",
    },
    {
      concept: "user name",
      term: "user name (user-name link)",
      replaces: [/\busernames?\b/i],
      why: "the app pages' spelling; the app's privacy policy wrote “usernames”",
    },
    {
      concept: "cancelled",
      term: "cancelled, cancelling (the API's enum value `canceled` stays, in code)",
      replaces: [/\bcancel(?:ed|ing)\b/],
      why: "British spelling, like colour, centre, licence and organisation",
    },
    {
      concept: "OK",
      term: "OK; the download dialog's button is SPEC 5's “Ok, Continue”",
      replaces: [/\bOk\b(?!, Continue\b)/],
      why: "the usual capitals; SPEC 5 writes the download dialog's buttons “Cancel” and “Ok, Continue”, and the spec decides (review pass 1 set the button back)",
    },
    // The English choices of review pass 1: the concepts that still had more than one wording.
    {
      concept: "money sent between users",
      term: "money (send money, ask for money, money sent and received)",
      replaces: [
        /\b(?:send|sends|sending|sent|move|moving)\s+(?:you\s+)?credit\b(?!\s+to\s+(?:a|the|any)\s+(?:phone|line|number))/i,
        /\bregular credit\b/i,
        /\b(?:request|ask for) credit\b/i,
        /\bcredit between users\b/i,
      ],
      why: "“credit” is phone credit and {creditShort}, the loyalty credit; what users send each other is money (review pass 1: “send regular credit instead”)",
    },
    {
      concept: "ending an app account",
      term: "delete (delete your account, deletion), the app's own button “Delete my account”",
      replaces: [/\bclos(?:e|es|ed|ing)\s+(?:your|the|an|their)\s+account\b/i, /\bclosing your account\b/i, /\bwithdraw your balance\b/i],
      why: "the button's word; the app terms said “close”, the help “delete” (a merchant's or developer's account is still closed)",
      allowedIn: ["sections/business/", "legal/business/", "legal/developer/", "sections/developer/"],
    },
    {
      concept: "bill scanning",
      term: "bill scanning",
      replaces: [/\bscan to pay\b/i],
      why: "the app's and the help's name; “Scan to pay” was a second name, written two ways",
    },
    {
      concept: "online shop",
      term: "online shop; grocers",
      replaces: [/\bonline stores?\b/i, /\bgrocery stores?\b/i],
      why: "British English, and the lead form's “{payName} for my online shop”",
    },
    {
      concept: "a merchant's customer",
      term: "customer",
      replaces: [/\bbuyers?\b/i],
      why: "the API's `customer` object and the payment-links and pricing pages' word",
    },
    {
      concept: "the commercial register",
      term: "commercial register (registre du commerce)",
      replaces: [/\btrade register\b/i],
      why: "the merchant pages' word for the CNRC register; the legal notice and the investor page said “trade register”",
    },
    {
      concept: "the reseller pricing page",
      term: "reseller pricing (the page of commissions and the terminal offer)",
      replaces: [/\breseller terms\b/i],
      why: "“terms” is the contract's word; the commission page was called “Reseller terms”",
    },
    {
      concept: "the business legal documents",
      term: "… for merchants and resellers (titles: “Terms of use: merchants and resellers”, “Terms of use: {appName}”, “Terms of use: developers”)",
      replaces: [
        /\b(?:policy|terms|use) for merchants\b(?! and resellers)/i,
        /\bmerchant terms\b/i,
        /\b(?:use|policy), (?:merchants|developers|\{appName\})/i,
      ],
      why: "the documents' titles; links, the sitemap and the cookie policy named them four ways",
    },
    {
      concept: "the SMS one-time code",
      term: "one-time code sent by SMS (then: the SMS code)",
      replaces: [/\bconfirmation code sent by SMS\b/i, /(?<!one-time )\bcode sent by SMS\b/i],
      why: "the terms' and the two-step verification article's words",
    },
    {
      concept: "a voucher's issuer",
      term: "issuer",
      replaces: [/\b(?:each|the|voucher) provider(?:’s|s)?\b/i],
      why: "the legal texts' word; “provider” is a technical provider (our technical providers, our email provider)",
      allowedIn: ["/legal/", "sections/developer/", "openapi/"],
    },
    {
      concept: "game credit",
      term: "game credit (uncountable); Free Fire diamonds, PUBG Mobile UC",
      replaces: [/\bgame credits\b/i, /\bgame top-ups?\b/i, /\bFree Fire and PUBG Mobile credits\b/i],
      why: "one name for the family, and the units the app names",
    },
    {
      concept: "an operator's plan",
      term: "plan (internet and calling plans)",
      replaces: [/\bbundles?\b/i],
      why: "the app's and the Ooredoo guide's word",
    },
    {
      concept: "social networks",
      term: "social networks",
      replaces: [/\bsocial media\b/i],
      why: "what every other page says",
    },
    {
      concept: "a market stall",
      term: "stall",
      replaces: [/\b(?:your|a|market) stands?\b/i],
      why: "the profile page's and the QR-code guide's word",
    },
    {
      concept: "the command line",
      term: "the command line (a terminal is the payment device)",
      replaces: [/\bfrom your terminal\b/i],
      why: "on this site a terminal is the device resellers rent or buy",
    },
    {
      concept: "a leaked key",
      term: "roll it (revoke it and create a new one)",
      replaces: [/\brevoke it at once from the dashboard\b/i],
      why: "the developer terms and the authentication guide described one action two ways",
    },
    {
      concept: "a failed top-up's reserved amount",
      term: "released (the reserved amount is released); the reseller help says the amount returns to your balance",
      replaces: [
        /\(refunded\)/i,
        /\bfailed request is refunded\b/i,
        /\btest refunds\b/i,
        /\bis my balance refunded\b/i,
        /\bfailed top-up is refunded to your balance\b/i,
      ],
      why: "exact for a reservation, as the `topup.failed` event says; the reseller help said “refunded to your balance” for the same event (review pass 2)",
      allowedIn: ["/help/"],
    },
    {
      concept: "the tax number",
      term: "tax identification number (NIF)",
      replaces: [/\btax number\b/i],
      why: "the merchant help's and the legal notice's words",
    },
    {
      concept: "a CCP account",
      term: "bank or CCP account",
      replaces: [/\bpostal account\b/i],
      why: "what every page but the merchant terms said",
    },
    {
      concept: "a card's issuer",
      term: "card issuer (the bank, or Algérie Poste for Edahabia), then the issuer",
      replaces: [
        /\bissuing bank\b/i,
        /\bbuyer’s bank\b/i,
        /\b(?:their|your) bank sends\b/i,
        // Review pass 2: the app's fee note, the API's card events, the liability clauses, the recipients and the payout delay.
        /\byour bank may charge\b/i,
        /\bthe bank (?:confirms|declines)\b/i,
        /\ba bank outside our control\b/i,
        /\bcaused by banks, the interbank\b/i,
        /\b(?:the )?banks, the interbank network\b/i,
        /\breceiving bank\b(?! or Algérie Poste)/i,
      ],
      why: "Edahabia is issued by Algérie Poste, which is not a bank; Algérie Poste also holds the CCP accounts that receive payouts",
    },
    {
      concept: "numbers",
      term: "words for one to nine, digits from 10 (15 working days, 12 months, 10 seconds)",
      replaces: [
        /\b(?:ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand)\b/i,
        // Review pass 2: a digit below ten before a unit of time (“in 5 minutes”, “Lifetime: 1 year”).
        /(?<![\d.,])\b[1-9] (?:seconds?|minutes?|hours?|days?|working days?|weeks?|months?|years?)\b/i,
      ],
      why: "the pages wrote “fifteen working days” beside “30 days”; French and Arabic copy the English choice; review pass 2 found digits below ten the words pattern could not see",
    },
    {
      concept: "the data protection authority",
      term: "the National Authority for the Protection of Personal Data (ANPDP)",
      replaces: [/\bnational authority for the protection of personal data\b/],
      why: "a proper name",
    },
    {
      concept: "payouts",
      term: "you request a payout, or set automatic payouts",
      replaces: [/\bpayout schedule\b/i],
      why: "plans have free payouts, not a schedule",
    },
    {
      concept: "reaching support",
      term: "write to support, contact support (no phone number is published)",
      replaces: [/\bcall (?:support|us)\b/i, /\btalk to (?:reseller |merchant )?support\b/i, /\bneed to talk to someone\b/i],
      why: "support answers by email and in the app (review pass 3: the help pages said “Talk to reseller support”, “Need to talk to someone?”)",
    },
    {
      concept: "the Bank of Algeria's and the ARPCE's acts",
      term: "authorisation (Authorisations, company details and authorisations)",
      replaces: [/\blicences\b/i],
      why: "both acts on the legal notice are authorisations; the heading, the menu, the legal page's description and the investor page said “licences” (review pass 3)",
      note: "the developer terms' “open-source licence” of the SDKs is another concept, in the singular",
    },
    {
      concept: "a keyed one-way hash",
      term: "one-way hash, in hashed form",
      replaces: [/\bone-way fingerprints?\b/i],
      why: "“fingerprint” is the biometric on the same pages; the privacy policies said “one-way fingerprint” and “in hashed form” for one technique (review pass 3)",
    },
    {
      concept: "an HTTP status code",
      term: "status code (HTTP status codes)",
      replaces: [/\bresponse codes?\b/i],
      why: "the developer pages' word; the developer privacy policy said “response code” (review pass 3)",
    },
    {
      concept: "the auto-entrepreneur and the registered trader",
      term: "auto-entrepreneur (auto-entrepreneur card), a trader registered in the commercial register",
      replaces: [/\bself-employed\b/i, /\bsole traders?\b/i],
      why: "the two Algerian statuses; the contract, the payment link FAQ and the merchant help named them three ways (review pass 3)",
    },
    {
      concept: "the Algerian cards",
      term: "the interbank network (one network); CIB and Edahabia, the two Algerian cards",
      replaces: [/\bAlgerian card networks\b/i],
      why: "CIB and Edahabia are two cards on one interbank network (review pass 3)",
    },
    {
      concept: "complementary health insurance",
      term: "complementary health insurance",
      replaces: [/(?<!complementary )\bhealth insurance\b/i],
      why: "the statutory cover is the CNAS; the careers page and the three job posts named the benefit two ways (review pass 3)",
    },
    {
      concept: "when a payment's money is there",
      term: "confirmed (at once), appears in your balance as pending until it is settled, then available to pay out",
      replaces: [/\bjoins? your balance\b/i, /\bsettles? in seconds\b/i],
      why: "the API's `pending` and `available` balances; the merchant pages said payments “join your balance at once” and the About page that they “settle in seconds” (review pass 3)",
    },
    {
      concept: "the apostrophe",
      term: "’",
      replaces: [/[A-Za-z}]'(?:[A-Za-z]|(?=\s))/],
      why: "one apostrophe, the typographic one, as the API reference and the quotation marks have it; code and URLs keep the straight one, and ’ is never an ICU escape",
    },
    {
      concept: "quotation marks",
      term: "“ ”",
      replaces: [/(?<!^[\w-]+: *)"(?![ \t]*$)/m],
      why: "the curly marks the legal texts and the search page use; a front-matter value's own quotes are YAML, not copy",
    },
    // The English choices of review pass 2: the concepts the reader found with more than one wording.
    {
      concept: "the hosted payment page",
      term: "hosted payment page (legal texts, developer pages); our secure payment page, then the payment page (merchant pages); a checkout is the API's object",
      replaces: [
        /\bour checkout\b/i,
        /\bthe checkout your customers\b/i,
        /\bfamiliar checkout\b/i,
        /\bthe whole checkout\b/i,
        /\b(?:secure|hosted) page\b/i,
        // Review pass 16: “Try it” opened “the hosted test page”; the page is “the test payment page”.
        /\bhosted test page\b/i,
      ],
      why: "one page, named seven ways; “checkout” is what the API creates (Create a checkout), not the page the customer pays on",
    },
    {
      concept: "test mode and the sandbox",
      term: "test mode (test keys, test cards, a test payment); the sandbox is the test environment (in the sandbox, sandbox access)",
      replaces: [/\bsandbox (?:cards?|keys?|payments?)\b/i, /\bpayment in the sandbox\b/i],
      why: "the French rule (mode test for the mode, bac à sable for the environment) in English: the merchant pages said “test mode”, the developer steps “sandbox cards”",
    },
    {
      concept: "the developer dashboard's login",
      term: "the developer dashboard, where you log in with your merchant or reseller account (or as a member it invites); no separate developer account",
      replaces: [/\bdeveloper account\b/i, /\{devName\} account\b/i],
      why: "review pass 1 decided that keys belong to the merchant or reseller account (live keys; test keys come from the sandbox, with no account: review pass 15); the developer terms and privacy policy still described a developer account of its own",
    },
    {
      concept: "a balance top-up",
      term: "top up (your wallet balance, your reseller balance); a balance top-up",
      replaces: [
        /\bload(?:s|ing)? (?:the|your) (?:wallet )?balance\b/i,
        /\badd money to your balance\b/i,
        /\bfund(?:s|ed|ing)? (?:your|the) (?:reseller )?balance\b/i,
        /\bfund in advance\b/i,
        /\btop up your reseller account\b/i,
      ],
      why: "the glossary's top-up covers a balance top-up; the app's fee row said “loading”, the reseller pages “add money” and “fund”",
    },
    {
      concept: "Razer Gold",
      term: "Razer Gold (the voucher; SPEC 6's catalogue says Razer)",
      replaces: [/\bRazer\b(?! Gold)/],
      why: "the voucher's name in the app and in src/data/catalogue.ts; the reseller pages, the news and the commission data said “Razer”",
    },
    {
      concept: "confirming an operation",
      term: "your PIN, your fingerprint or your face (the phone's biometric unlock) where the ways are listed; a step may say “confirm with your PIN”, which always works",
      replaces: [/\bPIN or (?:your )?fingerprint\b/i],
      why: "the wallet page lists three ways, the QR-code steps two, the terms one (review pass 2)",
    },
    {
      concept: "what protects an account",
      term: "a PIN and two-step verification (identity verification raises limits)",
      replaces: [/\bPIN and identity verification\b/i],
      why: "the home page and the About page named different protections",
    },
    // Review pass 16: the lead's decision on a test key's lifetime, one wording in every language.
    {
      concept: "a test key's lifetime",
      term: "at least 30 days after its last use (a test key stays valid for at least 30 days after its last use)",
      replaces: [
        /\b29 to 30 days\b/i,
        /\b30 more days\b/i,
        /\bafter 30 days unused\b/i,
        /\bexpires 30 days after its last use\b/i,
        /\buntil 30 days after its last use\b/i,
        /\bexpired 30 days after\b/i,
      ],
      why: "the guides said “29 to 30 days”, the key box “each request keeps it for 30 more days” and “after 30 days unused”: three figures for one rule (review pass 16); the sandbox keeps a key 30 to 31 days after its last use (`renewKey`), so “expires 30 days after” promised a date a day early at worst: the copy states the floor (review pass 19)",
    },
    // Review pass 17: the drifts the English reader named in the sandbox's copy and the developer legal pages.
    {
      concept: "a test key cannot be ended",
      term: "revoke (a test key cannot be revoked: get a new one; forgetting it does not revoke it)",
      replaces: [/\bdoes not cancel it\b/i, /\bcannot be rolled\b/i],
      why: "the cookie policy said forgetting a key “does not cancel it” and the terms that a test key “cannot be rolled”, where the authentication guide says “cannot be revoked” (review pass 17)",
    },
    {
      concept: "a Pro test top-up",
      term: "send a test top-up (the Pro guide's step “Send a top-up”)",
      replaces: [/\bmake a test top-up\b/i],
      why: "the Pro webhooks page said “make a test top-up” beside the guide's “Send a top-up” (review pass 17)",
    },
    // Review pass 19: the drifts the English reader named, and the brief's rules for the sandbox's times and pages.
    {
      concept: "HTTPS",
      term: "HTTPS (an HTTPS URL, an HTTPS endpoint); `https://` in code where the scheme itself is meant",
      replaces: [/\b[Aa]n https URL\b/, /\b[Aa]n `https` URL\b/],
      why: "the URL hint said “An https URL”, the guides “an `https` URL” and the webhooks guide “an HTTPS endpoint”: one notion written three ways (review pass 19)",
    },
    {
      concept: "a time the sandbox shows",
      term: "Algiers time: every time the sandbox shows is in Algiers time and says so, “Expires (Algiers time)”, “It expired on … (Algiers time)”",
      replaces: [/\bAlgerian? time\b/i, /\btime in Algeria\b/i, /\bUTC date\b/i],
      why: "the checkout's, the link's and the deliveries' times were Algiers time with no zone shown, and the key's expiry the UTC day, which could be the day before (review passes 18 and 19): one rule, named beside each time",
    },
    {
      concept: "who created a test checkout or link",
      term: "was created with a test key (“This checkout was created with a test key.”)",
      replaces: [/\bYour server created\b/i, /\bcreated by your server\b/i],
      why: "“Your server created this checkout” was false for a checkout or link made with “Try it”, in the browser (review pass 19); so was `pay.yaml`’s “Absent on a checkout your server created”, now “created with `POST /v1/checkouts`” (review pass 22, en 5.2); the passive “created by your server” is caught too, as the French guard catches «créée par votre serveur» (review pass 24, en note)",
    },
    {
      concept: "the sandbox's 24-hour limits",
      term: "24 hours (“shown here only for 24 hours after the link was created”, “gives up its place 24 hours after it was created”); “within a day” stays for the daily purge",
      replaces: [/\bfor a day after (?:its|the link’s) creation\b/, /\bgives up its place a day after\b/, /\bmore than a day after its creation\b/],
      why: "the link pages said “a day” and “24 hours” for the same limits (`linkNameHours`, `linkCheckoutPaidHours`, `checkoutPageHours`); copyfix20 chose “24 hours” (review pass 21, concept 3)",
    },
    {
      concept: "a test key shown once",
      term: "the sandbox cannot show it again",
      replaces: [/\bshown in full only once\b/i],
      why: "“shown in full only once” was false while the browser keeps the key and writes it into every sample (review pass 19); a webhook's signing secret is still “shown only once”",
    },
  ],
  fr: [
    // Review pass 18.
    {
      concept: "a test key at its limit",
      term: "« a atteint sa limite » (la clé de test a atteint sa limite; the link's status: « Limite de la clé de test atteinte »)",
      replaces: [/clé de test[^.]{0,40}est pleine/, /\bClé de test à sa limite\b/],
      why: "the payment link's page said the key «est pleine» where the API's errors say it «a atteint sa limite» (review pass 18); the link's status «Clé de test à sa limite» was a calque of “at its limit” (review pass 19)",
    },
    // Review pass 19.
    {
      concept: "a webhook's automatic retry",
      term: "renouveler un envoi (l’envoi est renouvelé selon le calendrier); « Renvoyer » is the webhooks page's manual button only",
      replaces: [/\brenvoyé selon le calendrier\b/],
      why: "the webhooks page called the sandbox's retries «renvoyé», the verb of its own «Renvoyer» button, where the webhooks guide says «renouvelé» (review pass 19)",
    },
    {
      concept: "a time the sandbox shows",
      term: "heure d’Alger (« Expiration (heure d’Alger) », « Il a expiré le … (heure d’Alger). »)",
      replaces: [/\bheure (?:de l’Algérie|algérienne)\b/i],
      why: "every time the sandbox shows is in Algiers time, and the copy says so beside it (review pass 19)",
    },
    {
      concept: "who created a test checkout or link",
      term: "a été créé(e) avec une clé de test (« Cette session de paiement a été créée avec une clé de test. »)",
      replaces: [/(?<!\p{L})votre serveur a créé/iu, /(?<!\p{L})créée?s? par votre serveur(?!\p{L})/iu],
      why: "«Votre serveur a créé…» was false for a checkout or link made with « Essayer », in the browser (review pass 19); so was `pay.yaml`’s «créée par votre serveur», now «créée avec `POST /v1/checkouts`» (review pass 22); review pass 23 widened the guard to both forms, as the English one catches any “your server created”",
    },
    {
      concept: "a test key's lifetime (pass 19)",
      term: "au moins 30 jours après sa dernière utilisation (une clé de test reste valable au moins 30 jours après sa dernière utilisation)",
      replaces: [/\bexpire 30\s?jours après\b/, /\breste valable 30\s?jours\b/, /\ba expiré 30\s?jours après\b/, /\bencore 30\s?jours après\b/],
      why: "the sandbox keeps a key 30 to 31 days after its last use (`renewKey`): the copy states the floor (review pass 19)",
    },
    {
      concept: "the plans",
      term: "Startup, Confort, Suprême",
      replaces: [/\bComfort\b/, /\bSupreme\b/],
      why: "the names the pricing page shows; the terms and the news had kept the English ones",
    },
    {
      concept: "the dinar in prose",
      term: "DA",
      replaces: [/\bDZD\b/],
      why: "what the number formatter prints in French (1 500 DA); the ISO code stays only where the API's currency field is meant",
      allowedIn: ["messages/sections/developer/", "content/openapi/"],
    },
    {
      concept: "a plan (the word)",
      term: "formule",
      replaces: [
        /\b(?:offres?|forfaits?)\s+\(?\*?(?:Startup|Confort|Suprême)/i,
        /\btoutes les offres, y compris\b/,
        /\b[Vv]otre offre\b/,
        /\b[Ff]rais et offres\b/,
        /\boffres?\s+\{(?:payName|proName)\}/,
        /\bforfaits?\s+\{(?:payName|proName)\}/,
      ],
      why: "a {payName} plan (Startup, Confort, Suprême) is a “formule”; “offre” stays for promotions, job offers and what resellers get ({proName} has commissions and a terminal offer, not plans: review pass 3), “forfait” for an operator's data plan",
      note: "feminine: la formule Confort, votre formule",
    },
    {
      concept: "fee",
      term: "frais",
      replaces: [
        /\b[Cc]haque frais\b/,
        /\b[Tt]out frais\b/,
        /\b[Tt]out nouveau frais\b/,
        /\b(?:[Uu]n|[Ll]e|[Cc]e|[Ss]on|[Vv]otre) frais\b/,
        /\bfrais (?:est|a été|sera|s’applique|apparaît)\b/,
        /\b[Aa]ucuns? frais\b/,
      ],
      why: "the charge for a payment or a service; “commission” is what a reseller earns",
      note: "plural only: les frais, pas de frais, sans frais; «aucun frais» is a fault and «aucuns frais», though correct, looks odd, so neither is written (review pass 2); “chaque frais” becomes “tous les frais” or “chaque montant de frais”",
    },
    {
      concept: "refund",
      term: "remboursement, rembourser",
      replaces: [/\brétrocession\b/i, /\brestitution\b/i],
      why: "the usual word for giving a payment back",
    },
    {
      concept: "payout",
      term: "virement (to the merchant's bank or CCP account)",
      replaces: [/\bversements?\b/i, /\breversements?\b/i],
      why: "what the merchant dashboard, the FAQ and the terms call a payout; one word",
    },
    {
      concept: "top-up",
      term: "recharge (noun), recharger (verb)",
      replaces: [/\brechargements?\b/i, /\btop-?ups?\b/i],
      why: "what Algerian shops and operators say (recharge Mobilis, flexy)",
      note: "feminine: une recharge",
    },
    {
      concept: "voucher",
      term: "bon (des bons)",
      replaces: [/\bbons? d[’']achat\b/i, /\bcoupons?\b/i, /\bvouchers?\b/i],
      why: "a code for a game, streaming or store credit sold by the app; “bon d’achat” is store credit from one shop",
    },
    {
      concept: "prepaid card",
      term: "carte prépayée",
      replaces: [/\bcartes? cadeaux?\b/i],
      why: "a Google Play, Xbox or similar card sold as a code",
    },
    {
      concept: "wallet",
      term: "portefeuille",
      replaces: [/\bporte-monnaie\b/i, /\bwallet\b/],
      why: "the app's function; “porte-monnaie” is a coin purse",
    },
    {
      concept: "linking a card, a linked card",
      term: "associer une carte, carte associée",
      replaces: [/\bcartes? liées?\b/i, /\bli(?:er|ez|ons|ent)\s+(?:vos|votre|leur|leurs|une|la|sa|ses)\s+cartes?\b/i, /\bUne fois liée\b/],
      why: "one verb; “lier” stays for what binds (l’organisation est liée par ces conditions)",
      note: "the participle agrees: une carte associée, vos cartes associées",
    },
    {
      concept: "merchant",
      term: "commerçant (compte commerçant)",
      replaces: [/\bmarchands?\b/i],
      why: "the everyday word in Algeria and the one most pages already used",
    },
    {
      concept: "reseller",
      term: "revendeur",
      replaces: [/\bdistributeurs?\b/i, /\bdétaillants?\b/i],
      why: "the {proName} pages' word",
    },
    {
      concept: "terminal",
      term: "terminal de paiement (terminaux)",
      replaces: [/\bTPE\b/, /\bterminals\b/],
      why: "the device rented to resellers; plural “terminaux”",
    },
    {
      concept: "payment link",
      term: "lien de paiement",
      replaces: [/\bliens? de payement\b/i, /\bpayment links?\b/i],
      why: "one form, as the product page writes it",
    },
    {
      concept: "plugin",
      term: "module (module WooCommerce, PrestaShop)",
      replaces: [/\bplugins?\b/i, /\bextensions?\b/i, /\bplug-ins?\b/i],
      why: "what French e-commerce platforms call a ready-made integration; most pages said “module”; a browser extension (cookie policies) is another thing",
      allowedIn: ["/cookie/"],
      note: "masculine: un module",
    },
    {
      concept: "SDK",
      term: "SDK (invariable: des SDK)",
      replaces: [/\bSDKs\b/, /\bkits? de développement\b/i],
      why: "the developers' word; French leaves the abbreviation invariable",
    },
    {
      concept: "test mode, live mode",
      term: "mode test, mode production; bac à sable (the environment)",
      replaces: [/\bmode (?:de )?(?:test|essai)s?\b(?<!mode test)/, /\bmode (?:live|réel)\b/i, /\bsandbox\b/i],
      why: "the developer pages' words",
    },
    {
      concept: "webhook",
      term: "webhook",
      replaces: [/\bweb hooks?\b/i, /\bcrochets? web\b/i],
      why: "the developers' word, masculine (un webhook signé)",
    },
    {
      concept: "API key",
      term: "clé d’API (clés d’API)",
      replaces: [/\bclés? API\b/, /\bAPI keys?\b/],
      why: "French builds the complement with “de”",
      note: "feminine: une clé secrète",
    },
    {
      concept: "QR code",
      term: "QR code",
      replaces: [/\b[Cc]odes? QR\b/, /\bQR-codes?\b/],
      why: "the form Algerian shops and the app show",
      note: "masculine: un QR code",
    },
    {
      concept: "SMS",
      term: "SMS (un SMS, des SMS)",
      replaces: [/\btextos?\b/i, /\bmessages? texte\b/i],
      why: "the everyday word; invariable",
    },
    {
      concept: "receipt",
      term: "reçu",
      replaces: [/\btickets? de caisse\b/i, /\bsur un ticket\b/i, /\bquittances?\b/i],
      why: "what the app and the terminal print and store",
    },
    {
      concept: "account verification",
      term: "vérification (vérifier son compte, compte vérifié)",
      replaces: [/\bvalidation (?:du|de votre|de son) compte\b/i, /\bKYC\b/],
      why: "the help article's word",
    },
    {
      concept: "documentation",
      term: "documentation",
      replaces: [/\bdocs\b/],
      why: "one word; “docs” is developer jargon",
    },
    {
      concept: "balance",
      term: "solde",
      replaces: [/\bbalance\b/],
      why: "“balance” is an English calque (a French balance weighs things)",
      note: "masculine: le solde",
    },
    {
      concept: "CC (the loyalty credit, short)",
      term: "{creditShort}, counted: des {creditShort}, vos {creditShort}",
      replaces: [
        /\b(?:[Ll]e|[Dd]u|[Vv]otre|[Ss]on|[Cc]e) \{creditShort\}/,
        /\b[Ll]’\{creditShort\}/,
        /\b(?:[Gg]agne[zr]?|[Aa]chete[zr]?|[Dd]épense[zr]?|[Uu]tilise[zr]?) \{creditShort\}/,
      ],
      why: "the credit is counted in units, like points; the help article switched between “le CC” and “les CC”",
      note: "plural: les {creditShort} gagnés, ils n’expirent jamais; “le {creditName}” (the programme) stays singular",
    },
    {
      concept: "quarter",
      term: "trimestre",
      replaces: [/\bquarts? d[’']année\b/i],
      why: "the usual word",
    },
    {
      concept: "endpoint",
      term: "point de terminaison",
      replaces: [/\bpoints? d[’']accès (?:de l[’']API|aux API)?/i, /\bendpoints?\b/i],
      why: "the developer documentation's word",
    },
    {
      concept: "the fee calculator",
      term: "calculateur de frais",
      replaces: [/\bsimulateur de frais\b/i, /\bcalculatrice de frais\b/i],
      why: "the pricing page's name for it",
    },
    {
      concept: "the terminal offer",
      term: "offre de terminal",
      replaces: [/\b[Oo]ffre terminal\b/],
      why: "French needs the preposition; “offre terminal” is a calque of “terminal offer”",
    },
    {
      concept: "the minimum age",
      term: "19 ans (l’âge de la majorité en Algérie)",
      replaces: [/\b18 ans\b/, /\bpersonne majeure\b/],
      why: "the same fact in the three languages: majority is 19 in Algeria (code civil, art. 40)",
    },
    {
      concept: "coming soon, after a plural",
      term: "bientôt disponibles",
      replaces: [/\b[Cc]artes\b[^.:;]*\s:\s*bientôt disponible\b(?!s)/],
      why: "the adjective agrees with the cards it is said of",
      note: "“iPhone : bientôt disponible” stays singular",
    },
    {
      concept: "the apostrophe",
      term: "’",
      replaces: [/[A-Za-zÀ-ÿ]'[A-Za-zÀ-ÿ]/],
      why: "French typography; code and URLs keep the straight one",
    },
    // The French choices of review pass 0 (28 November 2026): one wording per concept.
    {
      concept: "customer support",
      term: "assistance (l’assistance, notre équipe d’assistance)",
      replaces: [/(?<![@.\w])support(?![@\w])/i],
      why: "the French word; the app, the merchant pages, the guides and the terms said «support» 17 times and «assistance» 5 times for the same team (the address support@ stays)",
      note: "feminine: écrivez à l’assistance, l’assistance répond",
    },
    {
      concept: "the app PIN",
      term: "code PIN (validez avec votre code PIN)",
      replaces: [
        /\bcode secret\b(?! de (?:votre|sa|la) carte)/,
        /\b(?:avec|par) votre \*{0,2}code\b\*{0,2}(?! ?PIN| à usage| reçu| de confirmation)/,
        /\bCode et empreinte\b/,
        /\bvotre code de l’application\b/,
      ],
      why: "what the home page, the news and the terms say; the wallet page and the help said «code secret» or «code» alone; «code secret» stays for a bank card's PIN",
    },
    {
      concept: "checkout (the API object)",
      term: "session de paiement (the object); page de paiement (what the buyer sees)",
      replaces: [
        /\b(?:[Cc]réer|[Cc]onsulter|[Ll]ister|[Ff]aire expirer) (?:un|les) paiements?\b/,
        /\b[Cc]rée(?:z)? un paiement (?:sur votre serveur|au statut)/,
        /\bserveur crée un paiement\b/,
        /\bpremier paiement en \d+ minutes\b/,
        /\bobjet \(paiement,/,
        /\bname: "?Paiements"?,/,
        /\b[Cc]réez un paiement, redirigez\b/,
        // Review pass 16: a session de paiement is «réglée», as the guide and the checkout page say.
        /\b[Pp]ayez une session de paiement\b/,
        // Review pass 21 (fr 2.1): the held notice and the reference said «payée» of a checkout.
        /\bsessions? (?:de paiement )?payées?\b/,
        /\b(?:a été|ou) payée et créée\b/,
      ],
      why: "«paiement» is a payment; the developer guide and the API reference used it for the checkout too; a checkout is «réglée», never «payée» (review pass 21: the link page's held notice and `payment_link` said «session payée»)",
      note: "feminine: une session de paiement ouverte, expirée, réglée",
    },
    {
      concept: "Talk to sales",
      term: "Contacter l’équipe commerciale (Contactez notre équipe commerciale)",
      replaces: [/\bContacter les ventes\b/i, /\b[Pp]arle[rz] à (?:l’|notre )équipe commerciale\b/],
      why: "the menu said «Contacter les ventes» (a calque), the pages three other things; the form's name in the privacy policy is «Contacter l’équipe commerciale»",
    },
    {
      concept: "apply",
      term: "postuler (Postulez)",
      replaces: [/\b[Cc]andidate[rz]\b/],
      why: "what the {proName} and careers pages say; «candidater» is correct but was a second word for the same button",
      note: "«candidature» stays for the application itself",
    },
    {
      concept: "the biller",
      term: "facturier",
      replaces: [/\bfournisseurs? reçoi(?:t|vent) le paiement\b/, /\bfournisseurs? (?:d’eau|d’électricité|de gaz)\b/],
      why: "the app pages' and the help's word for Sonelgaz, ADE, Seaal and Algérie Télécom; «fournisseur» is a voucher's provider",
    },
    {
      concept: "a webhook delivery",
      term: "envoi (un envoi renouvelé)",
      // Review pass 16: a retry is a «nouvelle tentative» (the guide's retry schedule); the badge said «Nouvel essai prévu».
      replaces: [/\blivraisons? rejouées?\b/, /\blivraisons? (?:du|d’un|des) (?:webhook|événement)s?\b/, /\b[Nn]ouvel essai\b/],
      why: "the webhooks guide's word; the API reference said «livraison», which is a voucher's delivery",
    },
    {
      concept: "payload",
      term: "contenu (le contenu de l’événement)",
      replaces: [/\bfigurent dans le message\b/, /\bcharge utile\b/i, /\bpayload\b/i],
      why: "the reference's label is «Contenu»",
    },
    {
      concept: "online merchants",
      term: "commerçants en ligne",
      replaces: [/\be-commerçants?\b/i],
      why: "built on «commerçant», the site's word for a merchant; the home page said «e-commerçants», the milestones «commerçants en ligne»",
    },
    {
      concept: "the iPhone app",
      term: "application iPhone (App Store : bientôt disponible)",
      replaces: [/\bversion App Store\b/i, /\bapplication iOS\b/i, /\bversion iPhone\b/i],
      why: "the home and download pages' name; the App Store stays where the store is meant",
    },
    {
      concept: "the web version",
      term: "version web (la version web de {appName})",
      replaces: [/\bapplications? web\b/i],
      why: "what every app page calls it; the terms and the cookie policy said «application web»",
    },
    {
      concept: "taxes included",
      term: "toutes taxes comprises (toutes taxes et tous frais interbancaires compris)",
      replaces: [
        /\bTTC\b/,
        /\bet incluent (?:tous )?les frais interbancaires\b/,
        /\bfrais interbancaires inclus\b/,
        /(?<!toutes )\btaxes et frais interbancaires compris\b/,
      ],
      why: "one phrase, written out, as the terms and the news wrote it; the pricing page and the help said «TTC»; review pass 1 found three more wordings of “including all taxes and interbank fees”; the home page said «taxes et frais interbancaires compris» (English review pass 3)",
    },
    {
      concept: "a flat fee",
      term: "fixe (2 500 DA fixe)",
      replaces: [/^forfait$/],
      why: "the fee schedule's label after an amount; «forfait» is an operator's data plan",
    },
    {
      concept: "locking the account",
      term: "verrouiller (verrouillez votre compte)",
      replaces: [/\bbloque[rz]?\s+(?:le|votre)\s+compte\b/i, /\bbloquez-le\b/, /\bBlocage depuis\b/],
      why: "the English says lock; «bloquer» stays for cookies and traffic",
    },
    {
      concept: "personal data",
      term: "données à caractère personnel (vos données)",
      replaces: [/\bdonnées personnelles\b/i],
      why: "the words of law 18-07 (and of the ANPDP's name), used by the three privacy policies",
    },
    {
      concept: "a team's name",
      term: "l’équipe dédiée aux revendeurs, l’équipe chargée de l’accessibilité, l’équipe des partenariats",
      replaces: [
        /(?<!\p{L})équipe (?:revendeurs|commerçants|accessibilité|partenariats|confidentialité|support|paiements|relation client|conformité)(?!\p{L})/u,
        /\bassistance revendeurs\b/,
      ],
      why: "French builds the complement with a preposition; «équipe revendeurs» is a noun-noun calque",
    },
    {
      concept: "job titles",
      term: "Ingénieur ou ingénieure backend, Conseiller ou conseillère relation client, Analyste (épicène)",
      replaces: [/^title: "(?:Ingénieur|Conseiller|Développeur|Chef) (?!ou )/m],
      why: "the posts are open to women and men alike (job.applyBody); a masculine-only title says otherwise",
    },
    {
      concept: "the command line",
      term: "la ligne de commande (depuis la ligne de commande)",
      replaces: [/\bdepuis votre terminal\b/],
      why: "on this site a «terminal» is the payment device rented to resellers",
    },
    {
      concept: "a privately held company",
      term: "société par actions non cotée en bourse",
      replaces: [/(?<!\p{L})à capital privé(?!\p{L})/u],
      why: "“privately held” says the shares are not listed; «à capital privé» says who owns them",
    },
    {
      concept: "the logos a developer may use",
      term: "les logos que nous fournissons sur demande (N’utilisez que les logos que nous vous fournissons sur demande)",
      replaces: [/\béléments de marque\b/, /\bkit média\b/],
      why: "the English developer terms now say “Use only the logos we provide on request”: there is no media kit (review pass 3 replaced pass 0's «éléments de marque (noms et logos)», which pushed the French away from the English)",
    },
    {
      concept: "no cash value",
      term: "ne peuvent être échangés contre des espèces (on closing: bought and unspent ones refunded at the price paid, earned ones lost)",
      replaces: [/\b(?:n’ont pas de|sans) valeur monétaire\b/, /\bni remboursables\b/],
      why: "the {creditShort} are bought and spent like money; what they cannot be is exchanged for cash. Review pass 1: «ni remboursables» waived any refund of bought ones, which the English never said; the source editor decided that bought, unspent ones are refunded on closing",
    },
    {
      concept: "a weekend shift",
      term: "un week-end travaillé sur trois",
      replaces: [/\bavec un week-end sur trois\b/],
      why: "an employment condition must say whether the weekend is worked or off",
    },
    // The French choices of review pass 1 (fr at 249bd8c): one wording per concept, and the law's words.
    {
      concept: "licences (legal notice)",
      term: "agréments et autorisations (Agréments et autorisations)",
      replaces: [/^Agréments$/, /\b(?:société|social|partenariats) et agréments\b/],
      why: "an agrément (Banque d’Algérie, payment service provider) and an autorisation (ARPCE, value-added services) are different regimes; the legal notice filed the ARPCE one under «Agréments»",
      note: "«agrément» alone stays for the Banque d’Algérie's approval and Morocco's («démarches d’agrément»)",
    },
    {
      concept: "a refundable deposit",
      term: "dépôt de garantie (Dépôt de garantie remboursable)",
      replaces: [/(?<!\p{L})[Cc]autions?(?!\p{L})/u],
      why: "in the civil code a caution is a person who guarantees another's debt; a sum handed over as security is a dépôt de garantie (the terminal offer)",
      note: "masculine: le dépôt de garantie est restitué",
    },
    {
      concept: "a card dispute",
      term: "contestation (Remboursements et contestations); litige for a court dispute",
      replaces: [/\b[Rr]emboursements et litiges\b/, /\blitiges? (?:sur|portant sur) (?:un |les )?paiements?\b/],
      why: "a cardholder contests a payment with their bank, as the merchant terms and privacy policy say; the terms keep «litiges» for what goes before the courts",
    },
    {
      concept: "settlement",
      term: "règlement (conditions de règlement, Virements et règlements, en attente de règlement, une fois le règlement effectué); versé as the verb",
      replaces: [/\b[Cc]onditions de virement\b/, /\bune fois qu’ils sont réglés\b/, /\bpas encore réglés\b/, /\bréglés? sur (?:leur|leurs) comptes?\b/, /\brèglent au\b/, /\bautorisent, règlent\b/],
      why: "settlement terms cover currency, timing and conversion, not only the transfer; «virement» is the payout; «réglé» is “paid” in the API (a checkout «réglée») and on the app pages (régler une facture), so it never means “settled” (review pass 6)",
    },
    {
      concept: "the reseller pricing page",
      term: "Tarifs pour les revendeurs (la page des tarifs pour les revendeurs)",
      replaces: [/\b[Cc]onditions (?:pour les )?revendeurs?\b/],
      why: "one name for the menu entry, the page and the links to it; the English renamed “reseller terms” “reseller pricing” (the terms are the contract), and «Conditions revendeurs» is a noun-noun calque, like «équipe revendeurs»",
    },
    {
      concept: "the help pages",
      term: "Aide aux commerçants, Aide aux revendeurs",
      replaces: [/\b[Aa]ide (?:commerçants|revendeurs)\b/, /\bL’aide aux revendeurs\b/],
      why: "one name for the menu, the eyebrows and the buttons; the menu said «Aide commerçants», the page «Aide aux commerçants»",
    },
    {
      concept: "the wallet app (the category)",
      term: "application de portefeuille",
      replaces: [/\bapplications? portefeuilles?\b/],
      why: "French builds the complement with a preposition; the home page said «application de portefeuille», the About page and a news article «application portefeuille»",
    },
    {
      concept: "health insurance",
      term: "complémentaire santé",
      replaces: [/\bmutuelles?\b/i],
      why: "the careers page's word; the three job posts said «mutuelle»",
      note: "feminine: une complémentaire santé",
    },
    {
      concept: "direct marketing",
      term: "prospection directe (à des fins de prospection directe, s’opposer à la prospection directe)",
      replaces: [/(?<!\p{L})prospection(?! directe)(?!\p{L})/u],
      why: "the words of law 18-07 (art. 37); the privacy policies said «prospection commerciale» and «prospection»",
    },
    {
      concept: "unsubscribing",
      term: "se désabonner (vous désabonner)",
      replaces: [/\bdésinscri(?:re|vez|ption)\b/],
      why: "one verb in the privacy policies, which said «vous désinscrire» and «vous désabonner»",
    },
    {
      concept: "open-source licence",
      term: "open source (licence open source)",
      replaces: [/\blicences? libres?\b/],
      why: "what the SDK pages say; the developer terms said «licence libre»",
    },
    {
      concept: "the legal heading",
      term: "Informations juridiques (Documents juridiques); mentions légales is the legal notice",
      replaces: [/\bInformations légales\b/],
      why: "the footer and the site map named the same group two ways",
    },
    {
      concept: "point-of-sale software",
      term: "logiciel de caisse",
      replaces: [/\blogiciels? de point de vente\b/],
      why: "what shops call it, and what two of the three developer pages said",
    },
    {
      concept: "typing in a field",
      term: "Saisissez (Tapez for typing on the keyboard)",
      replaces: [/\bEntrez\b/],
      why: "what every other step says; «Entrez» is a calque of “Enter”",
    },
    {
      concept: "a calling plan",
      term: "forfait d’appels (un forfait internet ou d’appels)",
      replaces: [/\b[Ff]orfaits? internet (?:ou|et) appels\b/],
      why: "the complement needs its preposition",
    },
    {
      concept: "acceptable use (developer terms)",
      term: "Règles d’utilisation",
      replaces: [/\b[Uu]sage acceptable\b/],
      why: "“acceptable use” is a calque; the terms name the rules",
    },
    {
      concept: "Algerian Arabic",
      term: "darja",
      replaces: [/\bdarija\b/i],
      why: "how Algerians write it; «darija» reads Moroccan",
    },
    // The French of the English changes of review pass 1 (fix1-en): the source's new terms, followed.
    {
      concept: "money sent between users",
      term: "argent (envoyer de l’argent, l’argent envoyé et reçu, les envois d’argent)",
      replaces: [
        /\b(?:envoy(?:er|ez)(?:-lui)?|transfér(?:er|ez))(?: plutôt)? du crédit\b/i,
        /\benvoi de crédit\b/i,
        /\bcrédit classique\b/i,
      ],
      why: "what users send each other is money, as the English now says; «crédit» is phone credit and the {creditShort}",
    },
    {
      concept: "a merchant's customer",
      term: "client (vos clients, le client paie)",
      replaces: [/(?<!\p{L})acheteu(?:r|rs|se|ses)(?!\p{L})/iu],
      why: "the English says customer, never buyer; the gateway pages said «acheteur» and «client» for the same person",
    },
    {
      concept: "a card's issuer",
      term: "émetteur de la carte (la banque, ou Algérie Poste pour Edahabia), puis l’émetteur",
      replaces: [/\bbanque émettrice\b/i, /\bbanque de l’acheteur\b/i],
      why: "an Edahabia card is issued by Algérie Poste, not a bank",
    },
    {
      concept: "the business legal documents",
      term: "… pour les commerçants et revendeurs (Conditions d’utilisation pour les commerçants et revendeurs; de {appName}; pour les développeurs)",
      replaces: [
        /\b(?:[Pp]olitique (?:de confidentialité|relative aux cookies)|[Cc]onditions(?: d’utilisation)?) pour les commerçants\b(?! et revendeurs)/,
        /\b(?:d’utilisation|confidentialité|cookies), (?:commerçants|développeurs|\{appName\})/,
      ],
      why: "the three documents cover resellers too, and the site map names each as its title does",
    },
    // The French of review pass 2 (fr at 803383c): the term drifts it found, one wording each.
    {
      concept: "an HTTP status code",
      term: "code de statut HTTP (Codes de statut)",
      replaces: [/\bcodes? de réponse\b/],
      why: "the developer documentation's term («Codes de statut»); the developer privacy policy said «code de réponse» (review pass 2)",
    },
    {
      concept: "a failed top-up's reserved amount",
      term: "redevient disponible (le montant réservé redevient disponible sur votre solde)",
      replaces: [/\bmontant réservé (?:est |sera )?libéré(?!\p{L})/u],
      why: "what the reseller API overview and `POST /v1/topups` say; the `topup.failed` webhook said «est libéré» (review pass 2)",
    },
    {
      concept: "bill scanning",
      term: "le paiement des factures par scan (le guide du paiement des factures par scan)",
      replaces: [/\bscan des factures\b/, /\bpaiement par scan\b/],
      why: "one name for the feature; the app's guide link said «Le scan des factures», a news article «le paiement par scan des factures» (review pass 2)",
    },
    {
      concept: "closing a merchant's or reseller's account",
      term: "clôturer (la clôture du compte); supprimer for an app account",
      replaces: [/\bferm(?:er|ez|eture)(?: de)? (?:votre|son|le|du|leur) compte\b/],
      why: "the English keeps “delete” for an app account and “close” for a merchant's or reseller's; the developer terms said «fermer», their privacy policy «clôture» (review pass 2)",
    },
    {
      concept: "a developer's access (no separate developer account)",
      term: "l’accès au tableau de bord développeur (mettre fin à votre accès au tableau de bord développeur)",
      replaces: [/\bcompte (?:développeur|\{devName\})/, /\bclôturer votre compte développeur\b/],
      why: "the English has no developer account: a developer logs in to the developer dashboard with the merchant or reseller account, or as a team member it invites, and “ends their access” (review pass 3)",
    },
    {
      concept: "reseller support",
      term: "l’assistance aux revendeurs (Écrire à l’assistance aux revendeurs)",
      replaces: [/\bassistance dédiée aux revendeurs\b/],
      why: "the contact card's name, and the button's; one answer of the reseller help said «l’assistance dédiée aux revendeurs» (review pass 2)",
    },
    {
      concept: "the terminal's rent",
      term: "loyer (Loyer mensuel, sans loyer); location is the service (location, dépôt de garantie ou achat)",
      replaces: [/\bLocation (?:mensuelle|offerte)\b/i],
      why: "the amount paid each month is a rent; the terminal offer said «Location mensuelle» beside 1 500 DA, the hero «sans loyer» (review pass 2)",
      note: "masculine: le loyer mensuel, loyer offert",
    },
    {
      concept: "the privacy team",
      term: "l’équipe chargée de la protection des données",
      replaces: [/(?<!\p{L})équipe chargée de leur protection\b/u],
      why: "one name for the privacy@ mailbox, as the six privacy and cookie documents write it; the contact page said «l’équipe chargée de leur protection» (review pass 2)",
    },
    {
      concept: "newest first",
      term: "du plus récent au plus ancien",
      replaces: [/\bdes plus récent(?:e)?s aux plus ancien(?:ne)?s\b/],
      why: "the developer docs' and the API reference's phrase, which agrees with any list; the news page said «des plus récentes aux plus anciennes» of annonces and partenariats (review pass 2)",
    },
    {
      concept: "a reseller's commission",
      term: "vous est acquise (Vous conservez votre commission)",
      replaces: [/\bcommission est retenue\b/],
      why: "the commission is the reseller's gain; «retenue» reads as a charge withheld from them (review pass 2); the terms say «vous est acquise»",
    },
    {
      concept: "payments reaching the balance",
      term: "confirmés (aussitôt), apparaissent dans votre solde, en attente jusqu’à leur règlement, puis disponibles pour un virement",
      replaces: [
        /\brejoign(?:ent|e) (?:aussitôt )?votre solde\b/,
        /\bs’ajoutent (?:aussitôt )?à votre solde\b/,
        /\bréglés en quelques secondes\b/,
      ],
      why: "the API's `pending` and `available` balances; «rejoignent votre solde» is a calque of “join your balance” (review pass 2); the English then said a confirmed payment appears in the balance as pending until it is settled, where the Pay page and the help said «s’ajoutent à votre solde» and the About page «réglés en quelques secondes» (English review pass 3)",
    },
    // The French of review pass 3 (fr at 6c7cc6d): the concepts the English glossary gained in pass 2, where the French drifted.
    {
      concept: "the hosted payment page",
      term: "notre page de paiement hébergée (legal texts, developer guide, API); notre page de paiement sécurisée (product pages)",
      // Review pass 16: «la page de test hébergée» for the test payment page («Page de paiement de test»).
      replaces: [/\bnotre page (?:sécurisée|hébergée)\b/, /\bla (?:même )?page hébergée\b/, /\bpage de test hébergée\b/],
      why: "the English says “hosted payment page” in the legal texts and the developer docs, “our secure payment page” on the product pages; the French had six wordings (review pass 3)",
      note: "feminine: la page de paiement hébergée",
    },
    {
      concept: "card issuer",
      term: "l’émetteur de la carte (votre banque, ou Algérie Poste pour Edahabia); les émetteurs de cartes (banques et Algérie Poste)",
      replaces: [
        /\b[Vv]otre banque peut appliquer\b/,
        /\bla banque (?:confirme|refuse)\b/,
        /\bla banque qui le reçoit\b/,
        /\bbesoin : les banques\b/,
      ],
      why: "an Edahabia card's issuer is Algérie Poste, not a bank; the fee notes, two webhooks and the recipients of two privacy policies said «banque» (review pass 3)",
    },
    {
      concept: "topping up a reseller balance",
      term: "recharger votre solde revendeur (Rechargez votre solde)",
      replaces: [/\b[Aa]liment(?:ez|er) votre solde\b/, /\b[Rr]echargez votre compte revendeur\b/],
      why: "the English says “top up your reseller balance” everywhere; the developer guide said «Alimentez», the API «compte revendeur» (review pass 3)",
    },
    {
      concept: "what protects an account",
      term: "un code PIN et la vérification en deux étapes",
      replaces: [/\bcode PIN et la vérification de votre identité\b/],
      why: "identity verification raises limits; two-step verification protects the account, as the About page says (review pass 3)",
    },
    {
      concept: "ways to confirm a payment",
      term: "votre code PIN, votre empreinte ou votre visage",
      replaces: [/\bcode PIN(?:\*\*)? ou (?:votre )?empreinte\b/],
      why: "the English lists the three ways (PIN, fingerprint or face) wherever it lists them; two French steps left out the face (review pass 3)",
    },
    // The concepts the English glossary gained in its own review of pass 3 (fix5-en), where the French needs a term.
    {
      concept: "a keyed one-way hash",
      term: "hachage à sens unique (des hachages à sens unique), sous forme hachée",
      replaces: [
        /\bempreintes? (?:à sens unique|irréversibles?)\b/,
        // Review pass 21: the developer privacy policy's hashes until copyfix20.
        /\b[Ll]’empreinte du réseau\b/,
        /\bson empreinte, celle de son réseau\b/,
      ],
      why: "«empreinte» is the fingerprint that confirms a payment on the same pages; the privacy policies said «empreinte à sens unique» for a hash, as the English said “one-way fingerprint” (English review pass 3), and the developer privacy policy «empreinte irréversible» (review passes 20 and 21)",
    },
    {
      concept: "the auto-entrepreneur and the registered trader",
      term: "auto-entrepreneur (carte d’auto-entrepreneur), commerçant inscrit au registre du commerce",
      replaces: [/\bentreprises? individuelles?\b/i, /\btravailleurs? indépendants?\b/i],
      why: "the two Algerian statuses; the merchant terms said «entreprise individuelle», as the English said “sole trader” (English review pass 3); «indépendants» alone stays for freelancers",
    },
    {
      concept: "the Algerian cards",
      term: "le réseau interbancaire (un seul réseau); CIB et Edahabia, les deux cartes algériennes",
      replaces: [/\bréseaux de cartes algériens\b/i],
      why: "CIB and Edahabia are two cards on one interbank network; the payment methods page said «les deux réseaux de cartes algériens» (English review pass 3)",
    },
    {
      concept: "reaching support",
      term: "écrire à l’assistance, contacter l’assistance (Besoin de l’aide de notre équipe ?)",
      replaces: [/\bparler à quelqu’un\b/i, /\bappele[rz] l’assistance\b/i, /\bparler à l’assistance\b/i],
      why: "no support phone number is published: support answers by email and in the app; the merchant help said «Besoin de parler à quelqu’un ?» (English review pass 3)",
    },
    // Review pass 16: the drifts the French reader named in the sandbox's copy.
    {
      concept: "a test key's lifetime",
      term: "30 jours après sa dernière utilisation (une clé de test reste valable 30 jours après sa dernière utilisation)",
      replaces: [/\bprolonge de \d+\s?jours\b/, /\bsans usage\b/, /\b29 à 30\s?jours\b/, /\bjusqu’à \d+\s?jours après\b/],
      why: "«chaque requête la prolonge de 30 jours» read as days that add up, «sans usage» beside «sans utilisation», «29 à 30 jours» in the guides (review pass 16); «jusqu’à 30 jours après» read as a ceiling where the sandbox keeps a floor (30 to 31 days; review pass 17)",
    },
    {
      concept: "Try it",
      term: "« Essayer » (les volets « Essayer »), the panel's label",
      replaces: [/\bl’essai en direct\b/],
      why: "the key box named the feature «l’essai en direct», which names nothing the reader sees; its label is «Essayer» (review pass 16)",
    },
    {
      concept: "the getting-started guide",
      term: "le guide « Premiers pas » (its title)",
      replaces: [/\bguide de démarrage\b/],
      why: "the guide's title is «Premiers pas : …»; «le guide de démarrage» echoed nothing the French reader sees (review pass 16)",
    },
    // Review pass 17: the drifts the French reader named in the sandbox's copy and the developer legal pages.
    {
      concept: "a test key cannot be ended",
      term: "révoquer (une clé de test ne peut pas être révoquée ; l’oublier ne la révoque pas)",
      replaces: [/\bne peut pas être renouvelée\b/, /\bne l’annule pas\b/],
      why: "the terms said a test key «ne peut pas être renouvelée» right after its lifetime, read as “its validity cannot be extended”, and the cookie policy «ne l’annule pas» (review pass 17)",
    },
    {
      concept: "what the test card does",
      term: "le numéro de la carte de test détermine si… / détermine l’issue",
      replaces: [/\bune carte de test décide\b/],
      why: "the payment link page said «une carte de test décide si», the calque pass 15 removed from the checkout's lead (review pass 17)",
    },
    {
      concept: "paying through a payment link",
      term: "payer par ce lien (payez par ce lien comme le ferait un client)",
      replaces: [/\bpayez-le comme le ferait\b/i],
      why: "one pays through a link, not the link; the payment link page said «payez-le» (review pass 17)",
    },
    {
      concept: "a name the DNS resolves",
      term: "un nom résolu par le DNS public",
      replaces: [/\bsait résoudre\b/],
      why: "«qu’Internet sait résoudre» (pass 16) came back as «que le DNS public sait résoudre» (review pass 17)",
    },
  ],
  ar: [
    {
      concept: "reseller",
      term: "موزع (الموزعون، الموزعين; كن موزعًا)",
      replaces: [
        /بائعًا معتمدًا/,
        /بائع معتمد/,
        /(?:^|[\s"(])(?:ال|لل|و|وال)?بائع(?:ين|ون)?(?=[\s".،؟)]|$)/,
        /موزعًا معتمدًا/,
        /(?:^|شبكة من )نقاط البيع/,
        /موزّع/,
      ],
      why: "the word the reseller pages already used; “بائع” means any seller (بائعو التبغ stays); review pass 0: the menu and the About page said نقاط البيع, the home page «كن موزعًا معتمدًا», and the CTA was spelt with and without a shadda (one spelling, without it); نقطة البيع stays for a point-of-sale system",
    },
    {
      concept: "the plans",
      term: "انطلاق، راحة، تميّز",
      replaces: [/\bStartup\b/, /\bComfort\b/, /\bSupreme\b/],
      why: "the pricing page's names; the terms and the news had the English ones",
    },
    {
      concept: "a plan (the word)",
      term: "باقة (باقات): a {payName} plan only; {proName} has none (عروضنا للموزعين، العمولات وعرض جهاز الدفع)",
      replaces: [
        /(?:ال)?عرض\s+\*?(?:انطلاق|راحة|تميّز)/,
        /كل عرض\s+\(/,
        /جميع العروض، بما فيها/,
        /(?:عرض|عروض)\s*\{payName\}/,
        /(?:ال)?رسوم و(?:ال)?عروض/,
        /(?:^|[\s(«"])(?:و|ب|ل)?(?:ال)?عرض(?:ك|كم)(?![\u0621-\u064A])/,
        /باق(?:ة|ات)(?:ك|كم)? (?:\{proName\}|(?:ال|لل)موزع(?:ين)?(?![\u0621-\u064A])|موزعي)/,
      ],
      why: "the pricing page's word; “عرض” stays for an offer or a promotion and for “to show”; review pass 2: resellers have commissions and a terminal offer, not plans, and a pattern that pushed «عروض الموزعين» towards باقة made the Morocco news announce «باقات الموزعين» (the French did the same)",
      note: "feminine: الباقة المختارة، باقتك; an operator's plan stays باقة إنترنت أو مكالمات",
    },
    {
      concept: "refund",
      term: "استرداد، استرد، يسترد، المبلغ المسترد",
      replaces: [/[\u0621-\u064A]*سترج[\u0621-\u064A]*/, /(?:يُعاد|تُعاد|يعاد|تعاد|أعيد|أُعيد)\s+(?:ال)?(?:مبلغ|قيمة)/, /كيف أعيد المبلغ/],
      why: "the usual word for a payment refund, one root in every form (the calculator, the FAQ, the API docs, the Pay pages); استرجاع/يسترجع read as “retrieve”; review pass 0: the reseller help and the terms said «يُعاد المبلغ»، «تُعاد قيمة»",
    },
    {
      concept: "top-up",
      term: "شحن (شحن الرصيد، شحن الخط)",
      replaces: [/[\u0621-\u064A]*تعبئ[\u0621-\u064A]*/],
      why: "what Algerian shops and operators say (شحن فليكسي)",
      note: "masculine: الشحن الفاشل، عملية شحن",
    },
    {
      concept: "voucher, prepaid card",
      term: "قسيمة (قسائم)، بطاقة مسبقة الدفع",
      replaces: [/كوبون/, /بطاق(?:ة|ات) (?:ال)?هدايا/, /بطاق(?:ة|ات) (?:ال)?هدية/],
      why: "the app's words",
      note: "قسيمة is feminine: القسائم المسبقة الدفع",
    },
    {
      concept: "wallet",
      term: "محفظة",
      replaces: [/جزدان/, /(?<!ال)حافظة (?:ال)?(?:نقود|أموال)/],
      why: "the app's function; الحافظة stays for the clipboard",
      note: "feminine",
    },
    {
      concept: "linking a card, a linked card",
      term: "ربط بطاقة، البطاقة المرتبطة",
      replaces: [/مربوطة/, /(?:ال)?بطاق(?:ة|ات) (?:ال)?مضافة/],
      why: "one root; the app says “اربط بطاقتك”",
    },
    {
      concept: "merchant",
      term: "تاجر (التجار)",
      replaces: [/(?:^|[\s(«"])(?:ال|لل|و|وال)?(?:تاجر|تجار)\s+إلكتروني/, /(?:ال)?مُ?ستقبِ?ل(?:ين|ون)? للدفع/],
      why: "the word every Pay page uses",
    },
    {
      concept: "terminal",
      term: "جهاز الدفع (أجهزة {proName})",
      replaces: [/(?:ال)?محط(?:ة|ات) (?:ال)?دفع/, /\bTPE\b/, /(?:جهاز|أجهزة) (?:ال)?دفع (?:ال)?إلكتروني/],
      why: "the device rented to resellers; review pass 2: «جهاز دفع إلكتروني» in the terminals news sounded like another device",
    },
    {
      concept: "payment link",
      term: "رابط دفع (روابط الدفع)",
      replaces: [/(?:رابط|روابط) (?:ال)?سداد/, /وصل(?:ة|ات) (?:ال)?دفع/],
      why: "the product page's words",
    },
    {
      concept: "plugin",
      term: "إضافة (الإضافات)",
      replaces: [/ملحق(?:ات)?(?![\u0621-\u064A])/, /(?:ال)?وحد(?:ة|ات) (?:ال)?جاهزة/, /\bplugins?\b/i],
      why: "what WordPress and PrestaShop show in Arabic",
      note: "feminine: الإضافة الخاصة بووردبريس",
    },
    {
      concept: "SDK",
      term: "حزم SDK (حزمة SDK)",
      replaces: [/حزم التطوير/, /(?:ال)?مكتبات البرمجية/],
      why: "one form; the developer pages had حزم التطوير in the menu and حزم SDK on the page",
    },
    {
      concept: "test mode, live mode, sandbox",
      term: "وضع الاختبار ومفاتيح الاختبار، الوضع الحقيقي والمفاتيح الحقيقية، البيئة التجريبية (the sandbox)",
      replaces: [
        /وضع (?:ال)?تجربة/,
        /وضع اختبار/,
        /بيئة (?:ال)?اختبار/,
        /مفاتيح (?:ال)?تجربة/,
        /مفاتيح (?:ال)?إنتاج/,
        /(?:ال)?مفاتيح (?:ال)?فعلية/,
      ],
      why: "one word for each: وضع التجربة and بيئة الاختبار mixed them",
    },
    {
      concept: "webhook",
      term: "إشعار webhook (إشعارات webhook، دليل إشعارات webhook، أحداث إشعارات webhook)",
      replaces: [
        /خطاف(?:ات)? (?:ال)?ويب/,
        /ويب ?هوك/,
        /\(webhooks?\)/,
        /(?:دليل|أحداث) الإشعارات/,
        /^الإشعارات والتحقق/,
        /^استلم الإشعار$/,
        /حدث الإشعار \{event\}/,
      ],
      why: "the developer pages' form: the Arabic noun, the technical name after it; review pass 1: «الإشعار» alone, where إشعار is also an app notification, a legal notice and a notice period («دليل الإشعارات»، «أحداث الإشعارات»)",
    },
    {
      concept: "API key",
      term: "مفتاح API (مفاتيح API)",
      replaces: [/(?:مفاتيح|مفتاح) (?:ال)?واجهة/, /مفتاح الـ ?API/],
      why: "one form",
    },
    {
      concept: "QR code",
      term: "رمز QR",
      replaces: [
        /(?:ال)?(?:رمز|رموز) الاستجابة السريعة/,
        /كود QR/,
        /كيو ?آر/,
        /(?<!(?:رمز|رموز|برمز|لرمز|ورمز|رمزًا|رمزا|ورموز) )QR(?![A-Za-z-])/,
        /(?:^|\s)رمز مطبوع/,
        /رمز المتجر عند/,
      ],
      why: "one form; “QR” alone was used as a noun; review pass 0: «رمز مطبوع» and «رمز المتجر عند الصندوق» dropped the QR the English names",
    },
    {
      concept: "SMS",
      term: "رسالة نصية (رسائل نصية، SMS)",
      replaces: [/(?:ال)?رسائل (?:ال)?قصيرة/, /(?:ال)?رسالة (?:ال)?قصيرة/],
      why: "one form",
    },
    {
      concept: "receipt",
      term: "إيصال (إيصالات)",
      replaces: [/(?:ال|بال|وال|لل)وصل(?![\u0621-\u064A])/, /وصولات/],
      why: "one form; “وصل” is also the verb “arrived”",
    },
    {
      concept: "quarter",
      term: "ثلاثي (كل ثلاثي، الثلاثي الأخير)",
      replaces: [/(?:ال)?فصل(?![\u0621-\u064A])(?! (?:بين|الحسابات))/, /ربع (?:ال)?سن(?:ة|وي)/],
      why: "what Algeria says for a quarter (الثلاثي الأول); “فصل” is a season or a chapter",
      note: "masculine: الثلاثي الأخير",
    },
    {
      concept: "the dinar",
      term: "د.ج (after the amount: 1.500 د.ج), الدينار in words",
      replaces: [/(?:^|[\s(])\(?دج\)?(?![\u0621-\u064A])/, /\bDZD\b/, /دينار جزائري(?! )/],
      why: "what the number formatter prints in Arabic (1.500 د.ج: `src/i18n/format.ts` drops CLDR's final dot, so a page shows one form); the ISO code stays in the developer docs",
      allowedIn: ["messages/sections/developer/", "content/legal/developer/", "content/openapi/"],
    },
    {
      concept: "scripts (cookie policies)",
      term: "الشيفرات البرمجية",
      replaces: [/نصوص(?:\s+|\s*ال)(?:صفحة|الصفحة|برمجية|JavaScript)/, /لنصوص الصفحة/, /نص(?:وص)? (?:ال|لل)قياس/],
      why: "“نصوص” means texts; a page's scripts are code",
    },
    {
      concept: "fee",
      term: "رسوم (رسوم الدفع)",
      replaces: [/(?:ال)?مصاريف/, /أتعاب/],
      why: "the pricing page's word; “عمولة” stays for what a reseller earns",
      note: "plural: الرسوم المنشورة، هذه الرسوم",
    },
    {
      concept: "payout",
      term: "تحويل (التحويلات إلى حسابك البنكي أو البريدي)",
      replaces: [
        /سحب (?:ال)?(?:أرباح|رصيد|مستحقات)/,
        /صرف (?:ال)?مستحقات/,
        /عمليات السحب/,
        /طلب سحبها/,
        /(?:ال)?تسوية و(?:ال)?سحب/,
        /(?:البريدي|البنكي) للسحب/,
        /جدول(?:ة)? (?:ال)?تحويلات/,
      ],
      why: "what the merchant dashboard and the FAQ call a payout; plans have no payout schedule, so a merchant requests a payout or turns on automatic payouts (تفعيل التحويلات التلقائية; review pass 2: «جدولة تحويلات تلقائية»)",
    },
    {
      concept: "balance",
      term: "رصيد",
      replaces: [/(?:ال)?حساب الجاري في التطبيق/, /(?:ال)?مبلغ المتبقي في (?:ال)?محفظة/],
      why: "one word for the wallet's and the reseller's balance",
      note: "masculine: رصيدك المتاح",
    },
    {
      concept: "account verification",
      term: "توثيق الحساب (حساب موثَّق)",
      replaces: [/تأكيد (?:ال)?حساب/, /التحقق من (?:ال)?حساب(?:ك)?(?![\u0621-\u064A])/, /تفعيل الهوية/, /التحقق من هويتك/],
      why: "the help article's word; التحقق stays for checks (التحقق من الهوية، التحقق من التوقيع، التحقق بخطوتين); review pass 0: the profile menu said «التحقق من هويتك»",
    },
    {
      concept: "a merchant's customer",
      term: "زبون (زبائنك، المشتري عند الدفع)",
      replaces: [/عملاؤك/, /عملاء (?:التاجر|المتجر|متجرك)/],
      why: "the Pay pages' word; عملاء stays for a bank's or an agency's clients and in خدمة العملاء (customer service)",
    },
    {
      concept: "third-party names",
      term: "WhatsApp, Instagram, Facebook, Messenger, LinkedIn, WordPress, WooCommerce, PrestaShop, Shopify (Latin script); أندرويد، آيفون، آيباد، متجر آبل",
      replaces: [
        /واتساب|إنستغرام|انستغرام|فيسبوك|ماسنجر|لينكدإن|لينكد إن|ووردبريس|ووكومرس|بريستاشوب|شوبيفاي/,
        /\b(?:Android|iPhone|iPad|App Store)\b/,
      ],
      why: "docs/translations.md: brand names stay in Latin script, as CIB and Netflix do; the phone platforms are written as Algerian Arabic readers know them, as every page already did",
    },
    {
      concept: "the minimum age",
      term: "19 سنة (سن الرشد في الجزائر)",
      replaces: [/18 (?:عامًا|عاما|سنة)/],
      why: "the same fact in the three languages: majority is 19 in Algeria",
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
    // The Arabic choices of review pass 0 (28 November 2026): one wording per concept, and the words of Algerian law.
    {
      concept: "the biller, a voucher's issuer",
      term: "الجهة المُصدِرة للفاتورة (الجهة المُصدِرة؛ الجهات المُصدِرة للفواتير؛ جهة مُصدِرة للفواتير); الجهة المُصدِرة للقسيمة (الجهات المُصدِرة للقسائم)",
      replaces: [
        /(?:ال)?جه(?:ة|ات) (?:ال)?مفوترة/,
        /(?:يستلم|يتلقى) (?:ال)?مزوّد/,
        /(?:ال)?جه(?:ة|ات) (?:ال)?مصدرة/,
        /(?:^|[\s«(])[وفل]?(?:ال)?مُ?صدِ?ر(?:و|ي|ين|ون)(?![\u0621-\u064A])/,
        /(?<![\u0621-\u064A])جهة مُ?صدِ?رة للفاتورة/,
      ],
      why: "one name for Sonelgaz, ADE, Seaal and Algérie Télécom; review pass 0 found four (المزوّد، الجهة المفوترة، الجهة المصدرة); the vowels tell مُصدِرة (issuing) from مُصدَرة (issued); a voucher's issuer is الجهة المُصدِرة للقسيمة, a provider مزوّد; review pass 2: the privacy policies said «مُصدِرو القسائم», and «جهة مُصدِرة للفاتورة» after an indefinite pointed to a bill never named",
      note: "feminine: تتلقى الجهة المُصدِرة",
    },
    {
      concept: "the API (the noun)",
      term: "واجهة برمجة {payName}، واجهة البرمجة (واجهات البرمجة، مرجع واجهة البرمجة)",
      replaces: [
        /واجه(?:ة|ات|تي|تا|تَي)\s+API/,
        /REST API/,
        /مرجع الواجهة/,
        /إصدار الواجهة/,
        /(?:^|[\s«(])(?:و|ب|ل|في)?واجهاتنا/,
        // Review pass 14: «الواجهة البرمجية» in the 413's description.
        /الواجهة البرمجية/,
      ],
      why: "API already means an interface: «واجهة API» says it twice; review pass 0 found five names (واجهة برمجة، واجهة البرمجة، واجهة API، واجهات REST API، الواجهة)",
      note: "feminine: تعتمد واجهة البرمجة",
    },
    {
      concept: "endpoint",
      term: "نقطة النهاية (an API endpoint), نقطة الاستقبال (a webhook endpoint)",
      replaces: [/نقاط? الواجهة/, /نقاط القوائم/, /(?:^|[\s«(])نقطتك/, /هذه النقطة/, /نقطة في الواجهة/],
      why: "two things with two names: the path the API answers on, and the URL of yours that receives webhooks; review pass 0 found five wordings (نقاط الواجهة، نقاط القوائم، هذه النقطة، نقطتك، العناوين)",
    },
    {
      concept: "a bank's clients",
      term: "عملاء (عملاء البنك، عملاؤه من المؤسسات)",
      replaces: [/زبائن (?:ال)?بنك/, /(?:^|[\s«(])[لو]?[لو]?زبائنه من المؤسسات/],
      why: "زبون is a merchant's customer; a bank has clients (review pass 0: the Numidia news said زبائن five times)",
    },
    {
      concept: "earning {creditShort} or a commission",
      term: "اكسب، تكسب (اكسب {creditShort}، اكسب عمولة)",
      replaces: [/(?:^|[\s«"(])[وف]?(?:ا|ت|ي)ربح(?![\u0621-\u064A])/, /(?:^|[\s«"(#])[وف]?(?:ال)?أرباح(?:ك|كم)?(?![\u0621-\u064A])/],
      why: "credit and commissions are earned, not won (ربح is a prize or a profit); the menu and the home page said اربح, the app pages اكسب (review pass 0); what a reseller earns is المكاسب or ما تكسبه (review pass 2: the terminals news had «أرباح واضحة»); a company's profits, if the copy ever names them, need an allowedIn",
    },
    {
      concept: "identity card",
      term: "بطاقة التعريف الوطنية (البيومترية)",
      replaces: [/بطاق(?:ة|ات) (?:ال)?هوية/],
      why: "the card's own name in Algeria; an identity document of any kind is وثيقة هوية (review pass 0: the merchant help said «بطاقة هوية المسيّر»)",
    },
    {
      concept: "personal data (the privacy policies)",
      term: "المعطيات ذات الطابع الشخصي (المعطيات)",
      replaces: [/(?:^|[\s«"(])(?:و|ب|ل|لل|ال|بال|وال|فال|كال)?بيانات/],
      why: "the term of Law 18-07 on the protection of natural persons in the processing of personal data, and of its authority; the three privacy policies mixed it with البيانات (review pass 0); card data and a form's details elsewhere stay بيانات",
      allowedIn: ["messages/", "content/news/", "content/help/", "content/career/", "/term/", "/cookie/", "content/openapi/"],
    },
    {
      concept: "the controller, the authority",
      term: "المسؤول عن المعالجة؛ الشخص المعني؛ السلطة الوطنية لحماية المعطيات ذات الطابع الشخصي",
      replaces: [/هي المسؤولة عن معالجة/, /السلطة الوطنية لحماية (?:ال)?بيانات/],
      why: "the words of Law 18-07 (responsable du traitement, personne concernée, ANPDP); «المسؤولة عن معالجة معطياتك» described the company, not its legal role",
    },
    {
      concept: "the Global site",
      term: "عالمي (الموقع العالمي)",
      replaces: [/(?:ال)?دولي أو الجزائر/],
      why: "the language and region picker's word; the cookie policies said الدولي (review pass 0)",
    },
    {
      concept: "transaction",
      term: "معاملة (معاملات)؛ عملية for an operation",
      replaces: [/تأكيد العملية(?![\u0621-\u064A\s]*التي)/],
      why: "the pricing page's word for what a plan counts; English says “transaction” there and in the credit rules, “operation” elsewhere (review pass 0: «بمجرد تأكيد العملية» for “once the transaction is confirmed”)",
    },
    {
      concept: "Talk to sales",
      term: "تواصل مع فريق المبيعات",
      replaces: [/تواصل مع المبيعات/, /تحدّ?ث (?:مع|إلى) فريق المبيعات/],
      why: "one name for the menu entry, the page, its button and the form the privacy policy quotes; review pass 0 found three",
    },
    {
      concept: "the iPhone app",
      term: "تطبيق آيفون (متجر آبل is the store)",
      replaces: [/(?:تطبيق|نسخة) iOS/, /\biOS\b/, /نسخة (?:\{appName\} )?(?:ل)?متجر آبل/, /نسخة آيفون/],
      why: "the home and download pages' name; the terms said تطبيق iOS and the download page «نسخة متجر آبل» (review pass 0)",
    },
    {
      concept: "the web version",
      term: "النسخة على الويب (النسخة على الويب من {appName}، نسخته على الويب)",
      replaces: [/تطبيق الويب/, /نسخة الويب/],
      why: "what the download page and every app page call it; the terms and the cookie policy said تطبيق الويب (review pass 0)",
    },
    {
      concept: "logging in",
      term: "تسجيل الدخول، سجّل الدخول",
      replaces: [/(?:^|[\s«(])[وف]?ادخل إلى/],
      why: "the header's button; «ادخل إلى النسخة على الويب» said “go into” (review pass 0)",
    },
    {
      concept: "one-time code",
      term: "رمز صالح لمرة واحدة (رمز لمرة واحدة)",
      replaces: [/(?:ال)?رمز (?:ال)?مؤقت/],
      why: "what the security pages, the terms and the news call the bank's or the SMS one-time code",
    },
    {
      concept: "water (bills)",
      term: "المياه (فواتير المياه)",
      replaces: [/(?:فواتير|فاتورة) (?:ال)?ماء(?![\u0621-\u064A])/, /(?:^|[\s:])(?:ال)?ماء (?:والتطهير|في معظم)/, /والغاز والماء/],
      why: "the utilities' own word (الجزائرية للمياه); one article said both فواتير المياه and فاتورة الماء (review pass 0)",
    },
    {
      concept: "interbank",
      term: "ما بين البنوك (الشبكة ما بين البنوك، الرسوم ما بين البنوك، بطاقات ما بين البنوك)",
      replaces: [/(?<!ما )بين البنوك/, /البطاقات البنكية المشتركة/],
      why: "Algerian banking usage (البطاقة ما بين البنوك CIB، الشبكة ما بين البنوك); twelve places said «بين البنوك» (review pass 0)",
    },
    {
      concept: "a card dispute",
      term: "اعتراض (الاعتراضات على المدفوعات); نزاع stays for a legal dispute",
      replaces: [/(?:ال)?استرداد والنزاعات/, /(?:ال)?متنازع عليها/],
      why: "a cardholder contests a payment with their bank (contestation); the terms keep النزاعات for what goes before the courts",
    },
    {
      concept: "upload, download",
      term: "رفع (upload: ارفع السجل التجاري، برفع وثيقة هوية), تحميل (download: حمّل التطبيق، حمّل كشوفك)",
      replaces: [/(?:حمّل|بتحميل) (?:السجل|وثيقة)/, /(?:^|[\s«(])[وف]?(?:نزّل|تنزيل|تُنزَّل|تنزّل|يُنزَّل)(?![\u0621-\u064A])/],
      why: "تحميل is the app's download everywhere; an uploaded document is رفع; review pass 1: the merchant pages said «نزّل كشوفك»، «تُنزَّل الكشوف»",
    },
    {
      concept: "the company name (legal notice)",
      term: "التسمية الاجتماعية",
      replaces: [/الاسم التجاري/],
      why: "the dénomination sociale of the commercial code; الاسم التجاري is the trade name, another thing (review pass 0)",
    },
    {
      concept: "an authorisation (licences)",
      term: "ترخيص (ترخيص تقديم الخدمات ذات القيمة المضافة); اعتماد for the Bank of Algeria's agrément",
      replaces: [/رخصة (?:تقديم )?الخدمات/],
      why: "in Algerian telecom law a licence (رخصة) and an authorisation (ترخيص) are different regimes, and the English and French say authorisation (review pass 0); رخصة stays for a software licence",
    },
    {
      concept: "a refundable deposit",
      term: "مبلغ تأمين (مبلغ تأمين قابل للاسترداد)",
      replaces: [/(?:ال)?ضمان (?:قابل|أو)/, /يُ?سترد الضمان/],
      why: "ضمان reads as a guarantee or a warranty (review pass 0, the terminal offer)",
    },
    {
      concept: "legal clauses",
      term: "لا يجوز لك أن تمتلك أكثر من حساب شخصي واحد؛ ولا يمكن استبداله نقدًا (ويُسترد ما اشتُري منه ولم يُنفق بسعره عند إغلاق الحساب، ويسقط ما كُسب منه)؛ لا تستعمل إلا الشعارات التي نوفرها لك عند الطلب؛ شركة مساهمة غير مدرجة في البورصة؛ إنهاء العقد (فسخ for a breach)",
      replaces: [
        /يحق لك امتلاك حساب/,
        /ليست? له قيمة نقدية/,
        /استبداله نقدًا ولا استرداد قيمته/,
        /(?:استعمل|استخدم) فقط الشعارات/,
        /حقيبت(?:نا|ها) الإعلامية/,
        /عناصر العلامة التجارية/,
        /برأس مال خاص/,
        /فسخ العقد في أي وقت/,
        /التعليق والفسخ/,
      ],
      why: "review pass 0: a right where the clause sets a limit; “no cash value” against credit bought and spent like money; marks narrowed to logos; privately held read as private capital; فسخ is the termination of a contract for breach, not on notice; review pass 1: the {creditShort} clause as the source settles it (bought and unspent credit is refunded at the price paid on closure, earned credit lapses), no longer «ولا استرداد قيمته»; review pass 3: no media kit exists, and only the logos are restricted (supplied on request), the names may be used",
    },
    {
      concept: "job titles",
      term: "both forms: مهندس/مهندسة، مستشار/مستشارة، محلل/محللة",
      replaces: [/(?:^|["«])(?:مهندس|مستشار|محلل)(?![\/\u0621-\u064A])/m],
      why: "the posts are open to women and men alike (job.applyBody), and the titles say so (review pass 0)",
    },
    // Review pass 15: the Pro API's top-up object, as the reference names it («طلب شحن»).
    {
      concept: "top-up (the Pro API's object)",
      term: "طلب الشحن (طلبات الشحن: the Pro API's top-up object, as in «الاطلاع على طلب شحن»); الشحن (the act)",
      note: "masculine: اطّلع على طلب الشحن واقرأ حالته",
      replaces: [/اطّ?لع على عملية (?:ال)?شحن/],
      why: "the Pro guide's webhook step said «اطّلع على عملية الشحن» where the reference's operation is «الاطلاع على طلب شحن» (review pass 15)",
    },
    // The Arabic choices of review pass 1 (docs/translations.md, "Review passes"): one wording per concept.
    {
      concept: "checkout (the API object)",
      term: "جلسة دفع (جلسات الدفع: the API's checkout object); صفحة الدفع (what the buyer sees); عملية دفع، دفعة (a payment)",
      note: "feminine: جلسة دفع مفتوحة، جلسة الدفع المنتهية الصلاحية، ادفع عبرها",
      replaces: [
        /(?:إنشاء|الاطلاع على|إنهاء صلاحية|قائمة|ينشئ خادمك|معرّف) عملي(?:ة|ات) (?:ال)?دفع/,
        /عمليتَ?ي دفع/,
        /(?:اكتملت|انتهت صلاحية) عملية دفع/,
        /أول عملية دفع في \d/,
        /\(عملية دفع،/,
        /عملية الدفع مدفوعة/,
        /ادفعها ببطاقة/,
        // Review pass 14: a checkout in test mode is «جلسة دفع في وضع الاختبار», never a "trial" one (التجريبية is the sandbox's).
        /جلس(?:ة|ات) (?:ال)?دفع (?:ال)?تجريبي/,
        // Review pass 15: a checkout that expires «تنتهي صلاحيتها»; «تنتهي» alone on the page's button reads "let it complete".
        /اتركها تنتهي(?! صلاحي)/,
        // Review pass 16: one pays through a checkout («ادفع عبر جلسة دفع»), and it becomes «مدفوعة»; never «ادفع جلسة دفع», «تُدفع جلسة الدفع».
        /(?:^|[\s«(])(?:ادفع|تُ?دفع) جلس(?:ة|ات) (?:ال)?دفع/,
      ],
      why: "«عملية دفع» is a payment; the developer guide and the API reference used it for the checkout too, so that the 409 answer said the payment was «مدفوعة» (review pass 1); the French says session de paiement",
    },
    {
      concept: "order (a merchant's or a reseller's)",
      term: "طلبية (الطلبيات، طلبية القسائم); الطلب stays the HTTP request (طلب POST، جسم الطلب، كل طلب)",
      note: "feminine: الطلبية، سلّم الطلبية",
      replaces: [
        /سل[ّ]?م(?:ه)? الطلب(?![\u0621-\u064A])/,
        /(?:تسليم|لتسليم) الطلب(?![\u0621-\u064A])/,
        /مفتاح فريد لكل طلب(?![\u0621-\u064A])/,
        /رقم طلبك/,
        /مطابقة طلباتك/,
        /(?:^|[\s«(])(?:طلبات?|لطلب) (?:ال)?قسائم/,
        /تلقيت فيها الطلب(?![\u0621-\u064A])/,
        /(?:^|[\s«(])طلب مسبق/,
        /لطلب محدد/,
        /يتلقون الطلبات/,
      ],
      why: "on the developer pages «الطلب» is the HTTP request («طلب POST»، «كل طلب»), so «مفتاح فريد لكل طلب» read as a key per request, which creates the duplicate it is meant to prevent (review pass 1); الطلبية was already the merchant privacy policy's and the payment links' word",
    },
    {
      concept: "the app PIN, a card's PIN",
      term: "الرمز السري للتطبيق (أكّد بالرمز السري للتطبيق); الرمز السري لبطاقتك (a bank card's PIN)",
      replaces: [/رمز(?:ك|ًا|ا)? (?:ال)?سري(?:ًا|ا)?(?! (?:للتطبيق|لبطاقتك|للبطاقة|لبطاقة))/],
      why: "the wallet page named the app's PIN and the card's PIN «الرمز السري» a few lines apart, and the anti-fraud advice relies on knowing which one is meant (review pass 1); the French says code PIN and code secret",
    },
    {
      concept: "locking the account",
      term: "أقفل حسابك، قفل الحساب (لقفل حسابك)",
      replaces: [/(?:^|[\s«(])[وفل]?(?:جم[ّ]?د|يجم[ّ]?د|تجميد)/],
      why: "in Algerian law «تجميد الأموال» is the authorities' freezing of funds (law 05-01 on money laundering, as amended); a lock the user sets himself is قفل (review pass 1); the English says lock",
    },
    {
      concept: "merchant account",
      term: "حساب التاجر (افتح حساب التاجر، رصيد حساب التاجر)",
      replaces: [/(?:حساب|رصيد)[\u0621-\u064A]* التجاري(?![\u0621-\u064A])/, /حسابات[\u0621-\u064A]* التجارية/],
      why: "«حساب تجاري» reads as a bank's business current account; the terms, the help and the developer pages said حساب التاجر (review pass 1)",
    },
    {
      concept: "test cards",
      term: "بطاقات الاختبار (أرقام بطاقات الاختبار، بطاقة اختبار)",
      replaces: [/(?:ال)?بطاق(?:ة|ات) (?:ال)?تجريبية/],
      why: "the same word as وضع الاختبار and مفاتيح الاختبار; the merchant pages said «بطاقات تجريبية» (review pass 1)",
    },
    {
      concept: "the privacy team",
      term: "فريق الخصوصية (privacy@)",
      replaces: [/فريق حماية (?:ال)?معطيات/],
      why: "one name for one mailbox: the six legal documents say فريق الخصوصية, the contact page said «فريق حماية المعطيات» (review pass 1)",
    },
    {
      concept: "licences (the legal notice's heading)",
      term: "الاعتمادات والتراخيص (اعتماداتها وتراخيصها)",
      replaces: [/(?:^|[\s«(])(?:ال|و|وال)?اعتمادات(?:ها)?(?! (?:و(?:ال)?تراخيص|المطلوبة))(?![\u0621-\u064A])/],
      why: "the legal notice lists one اعتماد (Bank of Algeria) and one ترخيص (ARPCE), which the glossary keeps apart; the heading and three descriptions grouped them as «الاعتمادات» (review pass 1); Bank Al-Maghrib's approvals in the Morocco news stay «الاعتمادات المطلوبة»",
    },
    {
      concept: "the right to erasure",
      term: "مسح (طلب مسحها: the word of Law 18-07); حذف for our own deletion schedule and for deleting an account",
      replaces: [/(?:^|[\s«(])[وفل]?(?:ال)?محو/, /(?:^|[\s«(])[وف]?(?:يُمحى|يمحى|تُمحى|تمحى)/, /(?:طلب|يطلبوا|تطلب منا) حذف(?:ها|هما)/],
      why: "Law 18-07 words the right as «تحيين أو تصحيح أو مسح أو إغلاق المعطيات»; the rights clauses said حذف and the forms sections محو (review pass 1)",
    },
    {
      concept: "to use",
      term: "استعمل، استعمال (شروط الاستخدام stays the legal documents' title)",
      replaces: [/(?<!شروط (?:ال)?)(?<![\u0621-\u064A])(?:[وفبل]|لل|وال|بال|فال|ال)?(?:ا|ي|ت|ن)ستخد(?:م|ام)/],
      why: "Algerian usage and the legal texts favour استعمال; the pages alternated «استخدم النسخة على الويب» and «استعمل وضع الاختبار» (review pass 1); مستخدم stays the noun for a user",
    },
    {
      concept: "an HTTP status code",
      term: "رمز الحالة (رموز الحالة); الرد for a response (حقول الرد); جسم الطلب for a request body",
      // Review pass 14: «الجواب» for the response and «متن» for the body, in the Idempotency-Key and the 413.
      // Review pass 16: «رمز الرد» in the webhooks pages' descriptions.
      replaces: [/(?:رمز|رموز) الاستجابة/, /(?:ال)?جواب (?:ال)?أول|فجوابه/, /متن (?:ال)?طلب/, /(?<![\u0621-\u064A])متن مختلف/, /رمز (?:ال)?رد(?![\u0621-\u064A])/, /بالخطأ(?=\s{2,})/],
      why: "the developer pages' words; the developer privacy policy said «رمز الاستجابة» (review pass 1); review pass 14 found «الجواب الأول» and «متن الطلب» beside «الرد» and «جسم الطلب»; review pass 23 (ar 2.1) found «يُرفض بالخطأ `400`» beside «بالرمز `400`» (a code span is blanked before the check, hence the spaces after «بالخطأ»; «بالخطأ» for “by mistake” is left alone)",
    },
    {
      concept: "the terminal offer",
      term: "عرض جهاز الدفع",
      replaces: [/عرض الجهاز/],
      why: "the menu's and the section's name; the page title said «عرض الجهاز» (review pass 1)",
    },
    {
      concept: "a team's name",
      term: "الفريق المكلّف بالموزعين (our reseller team), دعم الموزعين (reseller support: تواصل مع دعم الموزعين، راسل دعم الموزعين), فريق خدمة التجار، فريق المبيعات",
      replaces: [/فريق (?:ال)?(?:موزعين|تجار)(?![\u0621-\u064A])/, /فريق الدعم المكلّف/, /تحدّ?ث (?:مع|إلى) دعم/],
      why: "«فريق الموزعين» reads as a team made of resellers (review pass 1); the French fixed the same calque (équipe revendeurs); review pass 2: reseller support had three names (دعم الموزعين، الفريق المكلّف بالموزعين، فريق الدعم المكلّف بالموزعين), now one per English name, and «تواصل مع» as in تواصل مع فريق المبيعات",
    },
    {
      concept: "holding a merchant's funds",
      term: "تعليق تحويل المبالغ والاحتفاظ بها مؤقتًا (a contractual hold)",
      replaces: [/حجز (?:ال)?مبالغ/, /(?:^|[\s«(])[وف]?نحجز/],
      why: "in an Algerian contract حجز is a seizure ordered by a court (الحجز التحفظي، الحجز التنفيذي); the merchant terms' hold is contractual (review pass 1); «المبلغ المحجوز» stays the API's balance reserved for a pending top-up",
    },
    {
      concept: "“your”, “our” (a possessive)",
      term: "the suffix or لديك (معرّفك في اللعبة، نقطة الاستقبال لديك، رصيدك كموزع، واجهات برمجتنا)",
      replaces: [/(?:الخاص|الخاصة|الخاصين) ب(?:ك|كم|نا)(?![\u0621-\u064A])/],
      why: "«الخاص بك» is a calque of “your” (review pass 1: «معرّف اللاعب الخاص بك»، «رصيد الموزع الخاص بك»), and «الخاصة بنا» of “our” (review pass 2: «واجهات البرمجة الخاصة بنا»)",
    },
    {
      concept: "month names",
      term: "the formatter's (ar-DZ: جانفي، فيفري، مارس، أفريل، ماي، جوان، جويلية، أوت...); a title's date written as the formatter writes it (31 ديسمبر 2024); Law 18-07 cited as the Official Journal writes it («10 يونيو سنة 2018»), Moroccan Law 09-08 as the Bulletin officiel writes it («18 فبراير سنة 2009»)",
      replaces: [/(?<![\u0621-\u064A])(?:يناير|فبراير|أبريل|مايو|يونيو|يوليو|أغسطس|جانفي|فيفري|أفريل|جوان|جويلية|أوت)(?![\u0621-\u064A])/],
      why: "rendered dates take the region's month names from the formatter, `src/i18n/format.ts`; a month typed into copy in another system would show a second one beside them (review pass 1); the privacy and cookie policies quote the laws' titles (review pass 6)",
      allowedIn: ["/privacy/", "/cookie/"],
    },
    {
      concept: "banks, institutions and utilities",
      term: "بنك الجزائر، بريد الجزائر، بنك نوميديا (their Arabic names); Sonelgaz, ADE, Seaal, Algérie Télécom, Baridi Mob (Latin, as on bills, cards and logos)",
      replaces: [
        /Algérie Poste|Banque Numidia|Bank of Algeria|Banque d’Algérie/,
        /اتصالات الجزائر|سونلغاز|الجزائرية للمياه|(?<![\u0621-\u064A])سيال(?![\u0621-\u064A])/,
      ],
      why: "a bank or a public institution named as a party keeps its Arabic name, as Algerian readers write it; a brand the reader sees on a bill, a card or in the app's catalogue stays in the Latin script of its logo (docs/translations.md; review pass 1)",
    },
    // The Arabic choices of review pass 2 (docs/reviews/pass2-ar.md): the concepts it found with two wordings.
    {
      concept: "social networks",
      term: "شبكات التواصل الاجتماعي",
      replaces: [/مواقع (?:ال)?تواصل/, /شبكات (?:ال)?تواصل(?! (?:ال)?اجتماعي)/, /وسائل (?:ال)?تواصل (?:ال)?اجتماعي/],
      why: "one name where the home page and the news said شبكات التواصل الاجتماعي, the developer overview, the API tag and the news شبكات التواصل, and the payment-links page «مواقع التواصل» (review pass 2)",
    },
    {
      concept: "shop",
      term: "متجر (المتاجر: a shop paid by QR code, an online shop: متجر إلكتروني; صاحب المتجر, the shopkeeper); محل (المحلات: a reseller's shop, where {proName} sells)",
      replaces: [
        /محل(?:ات)?(?:ك)? (?:برمز|بمسح رمز) QR/,
        /رمز QR (?:الخاص ب|لـ ?)(?:ال)?محل/,
        /(?:شحن|القسائم)[^.،؛]{0,30} في (?:ال)?متجر(?:ك)?(?![\u0621-\u064A])/,
        /(?:يرى|أخبر) التاجر/,
      ],
      why: "every app page and help article pays «في المتاجر برمز QR», every reseller page sells «في محلك»; the app terms said «في المحلات برمز QR» and the QR guide called the shopkeeper التاجر, the Pay merchant (review pass 2)",
    },
    {
      concept: "the public website",
      term: "موقع {brand} المتاح للجميع",
      replaces: [/موقع \{brand\} العمومي/, /(?:ال)?موقع (?:ال)?عمومي/],
      why: "in Algerian usage عمومي is the public sector (مؤسسة عمومية، خدمة عمومية); the cookie policies mean the website open to everyone, beside the dashboards (review pass 2)",
    },
    {
      concept: "citing Law 18-07",
      term: "القانون رقم 18-07 المؤرخ في 10 يونيو سنة 2018 المتعلق بحماية الأشخاص الطبيعيين في مجال معالجة المعطيات ذات الطابع الشخصي",
      replaces: [/المؤرخ في \d{1,2} [\u0621-\u064A]+ \d{4}/],
      why: "the Official Journal writes «سنة» before the year of a law's date (review pass 2); a lawyer confirms whether the Hijri date («25 رمضان عام 1439 الموافق») should come first, which the English does not give",
    },
    {
      concept: "including all taxes",
      term: "شاملةً جميع الضرائب (الرسوم معلنة شاملةً جميع الضرائب والرسوم ما بين البنوك)",
      replaces: [/شامل(?:ة|ًا|ا)? ل(?:جميع|كل) الضرائب/],
      why: "one construction where the pricing page's description and card title said «شاملة لجميع الضرائب» and its body, the help, the news and the terms «شاملةً جميع الضرائب» (review pass 2)",
    },
    {
      concept: "mobile phone",
      term: "الهاتف النقال (متعاملو الهاتف النقال، شحن الهاتف النقال، تطبيق {appName} للهاتف النقال)",
      replaces: [/(?:ال)?هاتف (?:ال)?محمول/, /(?:ال)?هواتف (?:ال)?محمولة/],
      why: "Algerian usage (Mobilis, the operators, the ministry); the app terms and a job post said الهاتف المحمول for the app (review pass 2)",
    },
    {
      concept: "{creditShort} between users",
      term: "نقل (لا يمكن نقل {creditShort} بين المستخدمين); تحويل stays a payout or a bank transfer",
      replaces: [/تحويل(?:ه)? (?:\{creditShort\} )?بين المستخدمين/, /لا يمكن تحويله/, /تحويل \{creditShort\}/],
      why: "تحويل already names a merchant's payout and a bank or CCP transfer; the app's rule that {creditShort} stays on its account said «لا يمكن تحويل» (review pass 2)",
    },
    {
      concept: "a hash",
      term: "قيمة تجزئة أحادية الاتجاه (في صورة قيم تجزئة أحادية الاتجاه); بصمة is a fingerprint",
      replaces: [
        /بصم(?:ة|ات) أحادية/,
        // Review pass 21 (ar 2.1): the developer privacy policy's hashes; the biometric «بصمة» (بصمة إصبعك، ببصمتك) stays.
        /بصم(?:ة|ته|تها|ات)(?: له| لها)? لا يمكن عكسها/,
        /بصم(?:ة|ات) (?:ال)?شبك/,
      ],
      why: "the app pages and the privacy policies say بصمة for the fingerprint that confirms a payment and said it for a hash a few lines away, where biometric data is also discussed (review pass 2); the developer privacy policy said «بصمة لا يمكن عكسها» and «بصمة الشبكة» for its two hashes (review pass 21)",
    },
    {
      concept: "the legal documents' titles",
      term: "شروط الاستخدام لـ {appName}، شروط الاستخدام للتجار والموزعين، شروط الاستخدام للمطورين (سياسة الخصوصية لـ…، سياسة ملفات تعريف الارتباط لـ… in the same way)",
      replaces: [/شروط استخدام \{appName\}/, /سياسة خصوصية \{appName\}/],
      why: "the nine titles, the site map and the links are built alike; «شروط استخدام {appName}» was the one construct among them (review pass 2)",
    },
    {
      concept: "rent",
      term: "الكراء (اكترِ، الكراء الشهري، جهاز الدفع الذي تكتريه منا)",
      replaces: [/(?:^|[\s«(])[وفل]?[نتي]ؤج[ّ]?ر/, /(?:ال)?إيجار/],
      why: "the pricing pages' word, as Algeria says it; the merchant terms said «نؤجّره» (review pass 2); المؤجّر (a landlord) is left alone",
    },
    // The Arabic choices of review pass 3 (docs/translations.md, "Decisions taken for the copy (review pass 3)").
    {
      concept: "the hosted payment page",
      term: "صفحة الدفع الآمنة لدينا (the product pages; then صفحة الدفع); صفحة الدفع المستضافة (لدينا) (the developer pages, the API reference and the legal documents); a heading: صفحة دفع مستضافة",
      // Review pass 16: «صفحة الاختبار المستضافة» for the test payment page («صفحة الدفع في وضع الاختبار»).
      replaces: [/صفحتنا (?:ال)?(?:آمنة|مستضافة)/, /(?:ال)?صفحة (?:ال)?مستضافة/, /مسار (?:ال)?دفع/, /صفحة الدفع لدينا/, /صفحة (?:ال)?اختبار (?:ال)?مستضافة/],
      why: "the English names it one way (“our secure payment page” on the product pages, “hosted payment page” for developers and in the contracts); the Arabic had eight wordings, and the contracts said «صفحة الدفع» without “hosted” (review pass 3)",
      note: "feminine: صفحة الدفع المستضافة التي تجمعها",
    },
    {
      concept: "card issuer",
      term: "الجهة المُصدِرة للبطاقة (الجهة المُصدِرة لبطاقتك: بنكك، أو بريد الجزائر لبطاقة Edahabia); الجهات المُصدِرة للبطاقات (البنوك وبريد الجزائر)",
      replaces: [/(?:يفرض|يرفض|يؤكد|تأكيد) (?:ال)?بنك(?:ك)?(?![\u0621-\u064A])/, /قائمة أسعار بنكك/],
      why: "an Edahabia card's issuer is Algérie Poste (review pass 1); the app's fee note and the checkout events still said «بنكك» and «البنك» (review pass 3)",
      note: "feminine: الجهة المُصدِرة ترفض، تفرض رسومها",
    },
    {
      concept: "what protects an account",
      term: "محمي بالرمز السري للتطبيق وبالتحقق بخطوتين",
      replaces: [/محمي[^.؛]{0,40}بالتحقق من الهوية/],
      why: "identity verification raises limits, it does not protect the account; the home page said so while the About page said «بالتحقق بخطوتين» (review pass 3)",
    },
    {
      concept: "a test payment",
      term: "أول دفعة في وضع الاختبار (البيئة التجريبية is the environment, the sandbox)",
      replaces: [/دفعة في البيئة التجريبية/],
      why: "payments are made in test mode, the environment is the sandbox; the sales page's next steps said «أول دفعة في البيئة التجريبية» (review pass 3)",
    },
    {
      concept: "a failed reseller top-up's amount",
      term: "يعود المبلغ إلى رصيدك (reseller help); يُحرَّر المبلغ المحجوز (developer pages, the API reference)",
      replaces: [/يُ?ستر[دّ]+ مبلغ الشحن/, /شحن[^.؟]{0,20}هل يُ?ستر[دّ]+ المبلغ/],
      why: "استرداد is a refund to a customer; a failed top-up's reserved amount is released and returns to the balance (review pass 3)",
    },
    {
      concept: "browser storage (cookie policies)",
      term: "التخزين في المتصفح (التخزين المحلي and تخزين الجلسة are its two kinds)",
      replaces: [/ملفات تعريف الارتباط والتخزين المحلي/],
      why: "the policies also list session storage, and the English says “browser storage” where it says how to remove them (review pass 3)",
    },
    {
      concept: "talk to (a team)",
      term: "تواصل مع (تواصل مع فريق المبيعات، تواصل مع فريقنا)",
      replaces: [/تحدّ?ث إلى فريق/],
      why: "every “talk to” button said «تواصل مع», the Morocco page «تحدّث إلى فريقنا» (review pass 3)",
    },
    {
      concept: "the auto-entrepreneur and the registered trader",
      term: "مقاول ذاتي (بطاقة المقاول الذاتي، المقاولون الذاتيون)، تاجر مقيّد في السجل التجاري",
      replaces: [/مؤسس(?:ة|ات) فردية/, /(?:ال)?عامل(?:ين|ون)? (?:ال)?مستقل/, /(?:ال)?عمال (?:ال)?مستقلين/],
      why: "the two Algerian statuses, as the English now names them (review pass 3, English); the merchant terms said «مؤسسة فردية أو مقاول ذاتي» for “sole trader, self-employed worker”; المستقلون stays for freelancers",
    },
    {
      concept: "the Algerian cards",
      term: "البطاقتان الجزائريتان، CIB وEdahabia (one network: الشبكة ما بين البنوك)",
      replaces: [/شبكت(?:ي|ا) (?:ال)?بطاقات/],
      why: "CIB and Edahabia are two cards on one interbank network; the payment methods page said «شبكتي البطاقات الجزائريتين» (review pass 3, English)",
    },
    {
      concept: "complementary health insurance",
      term: "تأمين صحي تكميلي",
      replaces: [/تأمين صحي(?! تكميلي)/],
      why: "the statutory cover is the CNAS; the careers page said «تأمين صحي تكميلي» and the three job posts «تأمين صحي» (review pass 3, English)",
    },
    {
      concept: "when a payment's money is there",
      term: "تُؤكَّد (فورًا) وتظهر في رصيدك معلّقةً إلى أن تتم تسويتها، ثم يمكنك طلب تحويلها",
      replaces: [/تنضم[^.،؛]{0,30}إلى رصيدك/, /تُ?سو[ّ]?ى[^.،؛]{0,30}في ثوان/],
      why: "the API's `pending` and `available` balances; the merchant pages said payments «تنضم إلى رصيدك فورًا» and the About page «تُسوّى معظم المدفوعات في ثوانٍ» (review pass 3, English)",
    },
    {
      concept: "the mobile top-up page",
      term: "شحن رصيد الهاتف (the menu, the eyebrow, the page title, the overview tile); the plural categories (fee rows, commission families) may say «شحن الهاتف»",
      replaces: [/(?<!رصيد )شحن الهاتف: /],
      why: "the browser tab and the overview tile named the page «شحن الهاتف» while the menu that leads to it says «شحن رصيد الهاتف» (review pass 4)",
    },
    {
      concept: "registration fees",
      term: "حقوق التسجيل (تحصيل الاشتراكات وحقوق التسجيل)",
      replaces: [/رسوم (?:ال)?تسجيل/],
      why: "رسوم stays {brand}'s fees; the payment link's card said «حقوق التسجيل» in its title and «رسوم التسجيل» in its body (review pass 4)",
    },
    {
      concept: "a pending amount",
      term: "معلّق (المبالغ المتاحة والمعلّقة، ما لا يزال معلّقًا); «قيد الانتظار» is a Pro request whose status is `pending`",
      replaces: [/(?:ما|لا) يزال قيد الانتظار/],
      why: "the Pay API's Balance tag said «ما يزال قيد الانتظار» where `GET /v1/balance`, the merchant help and the glossary say «معلّقة» (review pass 4)",
      note: "a Pro request «ما تزال قيد الانتظار» (feminine) is another concept and is left alone",
    },
    {
      concept: "settlement",
      term: "التسوية (تُسوّى في حسابك، شروط التسوية); تحويل is a payout",
      replaces: [/شروط التحويل/, /تُحوَّل (?:مبالغ كل وسيلة|بالدينار)/],
      why: "the payment methods page wrote settlement with the payout word («تُحوَّل بالدينار إلى حسابك»، «شروط التحويل») where the help, the Pay steps and the merchant terms say تسوية (review pass 4)",
    },
    {
      concept: "the press office",
      term: "مكتبنا الإعلامي (as the investor page names it); «الصحافة» is the press, as in the menu's «الشراكات والمستثمرون والصحافة»",
      replaces: [/أو الصحافة\)/],
      why: "the merchant privacy policy listed «الصحافة» among the recipients of personal data, which reads as sending a message to journalists (review pass 4)",
    },
    {
      concept: "the {appName} mobile app",
      term: "تطبيق {appName} للهاتف النقال",
      replaces: [/تطبيق الهاتف \{appName\}/],
      why: "the glossary's mobile-phone row and the app terms say «تطبيق {appName} للهاتف النقال»; the app cookie policy said «تطبيق الهاتف {appName}» (review pass 4)",
      note: "a generic mobile app stays «تطبيق هاتف»",
    },
    {
      concept: "an association's registration document",
      term: "وصل تسجيل الجمعية (the récépissé d'enregistrement of Law 12-06, art. 8)",
      replaces: [/شهادة تسجيل (?:ال)?جمعية/],
      why: "the administration issues an association a «وصل تسجيل», as the French took «récépissé d'enregistrement»; the Pay steps and the help named a «شهادة تسجيل» it does not hold (review pass 4); the exact document is on the lawyer's list",
      note: "the ban on «الوصل» as a receipt applies after ال only; «وصل تسجيل» is a different word",
    },
    {
      concept: "partly remote",
      term: "عمل عن بُعد جزئيًا (الجزائر العاصمة، مع عمل عن بُعد جزئيًا)",
      replaces: [/عمل جزئي عن بُعد/],
      why: "the careers badge said «عمل عن بُعد جزئيًا» and the job post «مع عمل جزئي عن بُعد», which can read as part-time work (review pass 4)",
    },
    // Review pass 16: the drifts the Arabic reader named in the sandbox's copy.
    {
      concept: "a test key's lifetime",
      term: "30 يومًا بعد آخر استعمال له (يبقى مفتاح الاختبار صالحًا 30 يومًا بعد آخر استعمال له)",
      replaces: [/يمد[ّ]?ها \d+ يومًا/, /29 إلى 30 يومًا/],
      why: "«وكل طلب يمدّها 30 يومًا أخرى» read as days that add up, and the guides said «29 إلى 30 يومًا» (review pass 16)",
    },
    {
      concept: "Try it",
      term: "«جرّبه» (أداة «جرّبه»), the panel's label",
      replaces: [/التجربة المباشرة/],
      why: "the key box named the feature «التجربة المباشرة», which names nothing the reader sees; its label is «جرّبه» (review pass 16)",
    },
    // Review pass 18.
    {
      concept: "a test key at its limit",
      term: "بلغ مفتاح الاختبار حدّه الأقصى",
      replaces: [/امتلأ مفتاح/, /حده الأقصى/, /ممتلئة بالمفاتيح/],
      why: "the payment link's page said «امتلأ مفتاح الاختبار», a calque of “the key is full”; the API's errors say «بلغ مفتاح الاختبار حدّه الأقصى» (review pass 18); the 403 row lacked the shadda, and the key box's «ممتلئة بالمفاتيح» was the same calque, now «لا تتسع البيئة التجريبية حاليًا لمفاتيح جديدة» (review pass 19)",
    },
    // Review pass 19.
    {
      concept: "a time the sandbox shows",
      term: "بتوقيت الجزائر («انتهاء الصلاحية (بتوقيت الجزائر)»؛ عمود «توقيت الجزائر»)",
      replaces: [/بالتوقيت الجزائري/, /حسب توقيت الجزائر/],
      why: "every time the sandbox shows is in Algiers time, and the copy says so beside it; the key's expiry was the UTC day, which could be the day before (review passes 18 and 19)",
    },
    {
      concept: "who created a test checkout or link",
      term: "أُنشئ بمفتاح اختبار («أُنشئت جلسة الدفع هذه بمفتاح اختبار.»)",
      replaces: [/أنشأ(?:ها|ه)? خادمك/],
      why: "«أنشأ خادمك…» was false for a checkout or link made with «جرّبه», in the browser (review pass 19); so was `pay.yaml`’s «جلسة دفع أنشأها خادمك», now «أُنشئت بالطلب `POST /v1/checkouts`» (review pass 22); review pass 23 widened the guard to «أنشأها» and «أنشأه», as the English one catches any “your server created”",
    },
    {
      concept: "a test key's lifetime (pass 19)",
      term: "30 يومًا على الأقل بعد آخر استعمال له",
      replaces: [/صالحًا 30 يومًا بعد/, /(?:تنتهي|انتهت) صلاحيت(?:ه|ها|ُه) بعد 30 يومًا/, /تنتهي صلاحية مفتاح الاختبار بعد 30 يومًا/, /إلى أن تمضي 30 يومًا/],
      why: "the sandbox keeps a key 30 to 31 days after its last use (`renewKey`): the copy states the floor (review pass 19)",
    },
    // Review pass 17: the drifts the Arabic reader named in the developer legal pages.
    {
      concept: "a test key cannot be ended",
      term: "لا يمكن إلغاؤه (أما مفتاح الاختبار فلا يمكن إلغاؤه)",
      replaces: [/لا يمكن تجديده/],
      why: "the terms said a test key «لا يمكن تجديده» right after its lifetime, read as “its validity cannot be extended” (review pass 17); «جدّد» stays for a leaked live key, with its parenthesis",
    },
    {
      concept: "the API (the noun)",
      term: "واجهة البرمجة (مفتاح لكل واجهة برمجة)",
      replaces: [/(?<![\u0621-\u064A])لكل واجهة(?! برمجة)/],
      why: "the cookie policy said «مفتاح لكل واجهة», a bare «واجهة» beside «واجهة برمجة» (review pass 17)",
    },
    {
      concept: "the key's place on the page",
      term: "تحت مفتاح اختبارك، في خطوة «احصل على مفتاح اختبار»",
      replaces: [/خانة المفتاح/],
      why: "«خانة» is a form field; the cookie policy sent the reader to «خانة المفتاح», which the page does not have (review pass 17)",
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
  تطبيق: "masculine",
  موقع: "masculine",
  حساب: "masculine",
  جهاز: "masculine",
  فريق: "masculine",
  رصيد: "masculine",
  شركة: "feminine",
  محفظة: "feminine",
  بوابة: "feminine",
  منصة: "feminine",
  خدمة: "feminine",
  باقة: "feminine",
  باقات: "feminine",
  نسخة: "feminine",
  واجهة: "feminine",
  "واجهة برمجة": "feminine",
  "لوحة تحكم": "feminine",
  أجهزة: "feminine",
  وثائق: "feminine",
};
