import { langs } from "@/config/languages";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { glossary, glossaryHits, replacedForms } from "../support/glossary";
import { copyOf, openapiNodes, openapiUnits } from "../support/copy-corpus";
import { glossaryProblems } from "../support/copy-checks";
import { glossaryTables } from "../../scripts/glossary-table";

/**
 * Every replaced form of the glossary, anywhere in the parsed copy (tests/support/copy-corpus.ts:
 * every message, every content file's front matter and body, every `summary`, `description` and
 * tag `name` of the OpenAPI documents and their `x-fr`/`x-ar` values, block-style and multi-line
 * ones included; code blocks, inline code and URLs left out), is reported as
 * `file:line key: “words”`. English is read too, the API reference's English included.
 */
for (const lang of langs) {
  describe(`${lang} glossary`, () => {
    const units = copyOf(lang);

    it("reads a real corpus, the API reference included", () => {
      expect(units.length).toBeGreaterThan(1500);
      expect(units.filter((unit) => unit.source === "openapi").length).toBeGreaterThan(150);
    });

    for (const entry of glossary[lang]) {
      it(`says “${entry.term}” for ${entry.concept}`, () => {
        expect(units.flatMap((unit) => glossaryProblems(unit, [entry]))).toEqual([]);
      });
    }
  });
}

describe("the glossary check", () => {
  it("reports a replaced form in a block-style, multi-line x-ar value, at its line", () => {
    const yaml = [
      "paths:",
      "  /v1/topups:",
      "    post:",
      "      summary: Create a top-up request",
      "      description: >-",
      "        Sends credit to a phone number. The request is `pending` until the operator answers,",
      "        then `succeeded` or `failed` (the reserved amount is released).",
      "      x-ar:",
      "        summary: إنشاء طلب شحن",
      "        description: |",
      "          يرسل رصيدًا إلى رقم هاتف. ويبقى الطلب `pending` حتى يرد المتعامل،",
      "          ثم يصبح `succeeded` أو `failed` (مع استرجاع المبلغ).",
      "      x-fr:",
      "        summary: Créer une demande de recharge",
      "        description: >-",
      "          Envoie du crédit vers un numéro. La demande reste `pending` jusqu’à la réponse,",
      "          puis passe à `succeeded` ou `failed` (remboursée).",
    ].join("\n");
    const units = openapiUnits(openapiNodes(yaml, "fixture.yaml"));
    expect(units.flatMap((unit) => glossaryProblems(unit, glossary[unit.lang]))).toEqual([
      "fixture.yaml:12 paths./v1/topups.post.x-ar.description: “استرجاع” (refund: استرداد، استرد، يسترد، المبلغ المسترد)",
    ]);
  });

  it("reports a replaced form in English copy of the API reference", () => {
    const yaml =
      "tags:\n  - name: Top-ups\n    description: >-\n      Direct mobile top-ups on Mobilis,\n      Djezzy and Ooredoo; every recharge is final.\n";
    const units = openapiUnits(openapiNodes(yaml, "fixture.yaml"));
    expect(units.flatMap((unit) => glossaryProblems(unit, glossary[unit.lang]))).toEqual([
      "fixture.yaml:5 tags[0].description: “recharge” (top-up: top-up (noun), top up (verb))",
    ]);
  });
});

/**
 * The examples of issue 26, as the copy had them: each must be reported by an
 * entry of its language, so the test is known to fail on them.
 */
const issueExamples: ["en" | "fr" | "ar", string][] = [
  ["fr", "Votre offre, ses frais et d’éventuelles conditions particulières"],
  ["fr", "Les liens de paiement suivent les frais de votre offre {payName}"],
  ["fr", "Les frais sont ceux des offres {payName}"],
  ["ar", "ويتوقف عدد التحويلات المجانية شهريًا على عرضك"],
  ["ar", "الرسوم هي رسوم عروض {payName}"],
  ["ar", "واسترجع المبلغ بنقرة"],
  ["ar", "يسترجع زبونك"],
  ["ar", "متى يصل المبلغ المسترجع إلى المشتري؟"],
  ["fr", "recharges et bons d’achat"],
  ["fr", "une API gratuite et des plugins prêts à l’emploi"],
  ["fr", "SDK et extensions"],
  ["fr", "peuvent lier leur carte CIB"],
  ["fr", "le solde de votre portefeuille ou une carte liée"],
  ["fr", "Les marchands ne paient ni abonnement ni frais d’intégration"],
  ["fr", "Le {creditShort} est le crédit de fidélité"],
  ["ar", "بِع تعبئة الرصيد والقسائم في محلك"],
  ["ar", "جرّب كل شيء في وضع التجربة أولًا"],
  ["ar", "المبلغ (دج)"],
  ["ar", "{creditShort} لكل 100 DZD"],
  ["ar", "ووضع اختبار، وخطافات ويب موقّعة"],
  ["ar", "تُعلم الإشعارات (webhooks) خادمك"],
  ["ar", "ادفع عبر QR في المتاجر"],
  ["ar", "يُرسل في رسالة قصيرة"],
  ["ar", "احتفظ بالوصل الذي يقدمه"],
  ["ar", "الأرقام في نهاية الفصل الأخير"],
  ["fr", "Chaque frais est publié avant que vous ne payiez"],
  ["ar", "غير أن نصوص الصفحة وحدها تقرؤه"],
  ["fr", "Cartes internationales des banques locales et étrangères : bientôt disponible."],
  ["fr", "Toute personne majeure disposant d’un numéro de téléphone algérien"],
  ["en", "Anyone aged 18 or over with an Algerian phone number"],
  ["ar", "كل شخص بلغ 18 عامًا ولديه رقم هاتف جزائري"],
  ["en", "Recharge Mobilis, Djezzy and Ooredoo lines"],
  ["en", "QR-code payments, in detail"],
];

describe("the examples of issue 26", () => {
  it.each(issueExamples)("%s: reports «%s»", (lang, phrase) => {
    const found = glossary[lang].flatMap((entry) => replacedForms(entry, phrase).map(({ found }) => `${entry.concept}: ${found}`));
    expect(found).not.toEqual([]);
  });
});

/**
 * The English examples of review pass 0 (28 November 2026), as the copy had them: each must be
 * reported by an English entry, so the entries that pass added are known to bite.
 */
const reviewPass0Examples: string[] = [
  "as the <link>privacy notice</link> explains.",
  "when you agreed to this notice, only to send you that one message",
  "Support answers within one business day",
  "Less than 1 million DZD",
  "and the money reaches your account in DZD.",
  "Amount (DZD)",
  "Fees are quoted TTC and include all interbank fees.",
  "quoted all taxes included and including interbank fees",
  "If you think someone else has access to your account, block it at once",
  "use the web app to block your account at once",
  "the {appName} mobile application, the web application and the services",
  "Open the developer dashboard, sign in with your merchant account",
  "From this update, signing in to {appName} on a new phone",
  "approved devices, sign-in events and IP addresses",
  "Visa and Mastercard acceptance and the iOS application are announced",
  "The App Store version is in preparation.",
  "while the iPhone version gets ready",
  "Photograph your ID card",
  "Xbox gift card for games and Game Pass",
  "The receipt is kept in your history, and the provider receives the payment the same day.",
  "a field adviser installs the terminal and trains the staff",
  "Get paid online by every CIB and Edahabia card holder",
  "Three steps, no setup",
  "A sales advisor reads your message the same day.",
  "the phone numbers or usernames you send credit to",
  "The customer canceled",
  "Scan a bill or a shop's QR code to pay",
  "Tell {payName}'s sales team about your business",
  "We will give you at least 30 days' notice of any increase.",
  'Add a note if you like: "rent", "birthday", "thanks for the taxi".',
  '- **"Bill already paid"**: the bill was settled elsewhere.',
];

describe("the English examples of review pass 0", () => {
  it.each(reviewPass0Examples)("reports «%s»", (phrase) => {
    const found = glossary.en.flatMap((entry) => replacedForms(entry, phrase).map(({ found }) => `${entry.concept}: ${found}`));
    expect(found).not.toEqual([]);
  });

  it("still reports “Ok” anywhere but the download dialog's “Ok, Continue”, which SPEC 5 fixes (review pass 1)", () => {
    const ok = glossary.en.find((entry) => entry.concept === "OK")!;
    expect(replacedForms(ok, "Ok, got it").map(({ found }) => found)).toEqual(["Ok"]);
    expect(replacedForms(ok, "Ok, Continue")).toEqual([]);
  });

  it("leaves a front-matter value's own quotes, “block cookies” and the code spans alone", () => {
    const fine = [
      'title: "How to verify your account with your identity card"',
      "You can delete cookies and local storage in your browser’s settings, and block cookies for this site.",
      "`open` until `paid`, `failed`, `canceled` or `expired`.",
    ];
    const found = fine.flatMap((text) => glossaryHits("en", text));
    expect(found).toEqual([]);
  });
});

describe("docs/glossary.md", () => {
  it("has a row per entry, concept and term, in each language's table (npm run docs:glossary writes them)", () => {
    const doc = readFileSync("docs/glossary.md", "utf8");
    expect(doc).toContain("\n### ar\n");
    expect(doc, "run npm run docs:glossary").toBe(glossaryTables(doc));
  });
});

/**
 * The French examples of review pass 0 (28 November 2026), as the copy had them: each must be
 * reported by a French entry, so the entries that pass added are known to bite; and the forms the
 * same entries must leave alone.
 */
const reviewPass0FrenchExamples: string[] = [
  "Connectez-vous à la version web depuis un autre appareil et bloquez votre compte, ou écrivez au support.",
  "Écrire au support",
  "- **Support** : les messages échangés avec notre équipe support.",
  "et payez avec un code secret. Visa et Mastercard arrivent bientôt.",
  "Payez avec votre solde ou une carte associée et validez avec votre code.",
  "6. Confirmez avec votre **code** ou votre empreinte.",
  "Code et empreinte",
  "Chaque paiement demande votre code de l’application",
  "x-fr: { name: Paiements, description: Une page de paiement hébergée pour un paiement. }",
  "x-fr: { summary: Lister les paiements, description: Renvoie vos paiements. }",
  "Envoyez la requête ci-dessous depuis votre terminal. La réponse est un paiement au statut `open`.",
  "Premiers pas : un premier paiement en 5 minutes",
  "Contacter les ventes",
  "Parler à l’équipe commerciale",
  "Parlez à notre équipe commerciale",
  "Candidatez en deux minutes ; nous vous appelons sous trois jours ouvrés.",
  "Ce que chaque partenariat apporte et comment candidater.",
  "Le reçu est conservé dans votre historique, et le fournisseur reçoit le paiement le jour même.",
  "x-fr: { description: Conservez-le pour ignorer une livraison rejouée déjà traitée. }",
  "x-fr: { description: Les codes sont prêts et figurent dans le message. }",
  "Pour les e-commerçants",
  "La version App Store est en préparation.",
  "L’acceptation des cartes Visa et Mastercard et l’application iOS sont annoncées comme bientôt disponibles",
  "lorsque vous utilisez l’application mobile {appName}, l’application web et les services",
  "Les frais sont indiqués TTC et incluent tous les frais interbancaires.",
  "forfait",
  "Blocage depuis n’importe quel navigateur",
  "Si vous pensez qu’un tiers a accès à votre compte, bloquez-le immédiatement",
  "{brand} SPA traite les données personnelles conformément à la loi algérienne n° 18-07",
  "Notre équipe revendeurs vous appelle sous trois jours ouvrés",
  "Écrire à l’équipe accessibilité",
  "Parler à l’assistance revendeurs",
  'title: "Ingénieur backend, paiements"',
  'title: "Conseiller relation client (arabe et français)"',
  "{brand} est une société par actions à capital privé.",
  "Utilisez uniquement les logos fournis dans notre kit média.",
  "Ils n’expirent jamais, ne peuvent pas être transférés entre utilisateurs, n’ont pas de valeur monétaire",
  "- Des horaires en équipes entre 8 h et 22 h, avec un week-end sur trois.",
];

describe("the French examples of review pass 0", () => {
  it.each(reviewPass0FrenchExamples)("reports «%s»", (phrase) => {
    const found = glossaryHits("fr", phrase);
    expect(found).not.toEqual([]);
  });

  it("leaves the address support@, «supports commerciaux», a bank card's «code secret», «forfait internet» and a job title for women and men alone", () => {
    const fine = [
      "Écrivez à l’[assistance {brand}](mailto:support@{domain}) ou utilisez la rubrique d’aide.",
      "Des formations et des supports commerciaux en arabe et en français",
      "Chaque paiement supporte les mêmes frais que tout autre paiement de votre formule.",
      "{brand} ne voit jamais le code secret de votre carte.",
      "Validez avec votre code PIN : le SMS d’Ooredoo arrive en quelques secondes.",
      "Choisissez un montant proposé, saisissez le vôtre ou sélectionnez un forfait internet ou d’appels.",
      'title: "Ingénieur ou ingénieure backend, paiements"',
      "Vous pouvez supprimer les cookies et bloquer les cookies pour ce site.",
      "Envoyer ma candidature",
    ];
    const found = fine.flatMap((text) => glossaryHits("fr", text));
    expect(found).toEqual([]);
  });
});

/**
 * The French examples of review pass 1 (fr at 249bd8c), as the copy had them: each must be
 * reported by a French entry, so the entries that pass added are known to bite; and the forms the
 * same entries must leave alone.
 */
const reviewPass1FrenchExamples: string[] = [
  "Ils n’expirent jamais, ne peuvent pas être transférés entre utilisateurs, ne sont ni échangeables contre des espèces ni remboursables",
  "Agréments",
  "Dénomination, immatriculation, identifiants fiscaux, siège social et agréments de {brand}",
  "Informations sur la société et agréments",
  "Levées de fonds, partenariats et agréments sont annoncés dans nos actualités.",
  "Remboursements et litiges",
  "Conditions de virement convenues à l’activation",
  "Nous étudions votre activité et convenons avec vous des conditions de virement.",
  "Caution remboursable",
  "La caution est-elle restituée ?",
  "l’offre de terminal de paiement : location, caution ou achat.",
  "Conditions revendeurs",
  "Conditions revendeur {proName} : commissions et offre de terminal",
  "Les taux sont publiés sur la [page des conditions revendeurs](/business/pro/pricing).",
  "Aide commerçants",
  "Aide revendeurs",
  "L’aide aux revendeurs",
  "une application portefeuille, une passerelle de paiement pour les commerçants",
  "deux jours de télétravail par semaine, une mutuelle, un budget formation",
  "et vous opposer à leur utilisation à des fins de prospection commerciale.",
  "peuvent demander l’accès à leurs données et leur rectification, et s’opposer à la prospection.",
  "vous pouvez vous désinscrire à tout moment dans l’application.",
  "sont fournis sous la licence libre indiquée dans chaque dépôt.",
  "Informations légales",
  "Créez un paiement, redirigez l’acheteur, recevez une notification signée.",
  "Les frais sont indiqués toutes taxes comprises et incluent tous les frais interbancaires.",
  "Les frais sont indiqués toutes taxes comprises et incluent les frais interbancaires.",
  "publiés sur la [page des tarifs](/business/pay/pricing), toutes taxes comprises et frais interbancaires inclus.",
  "pour connecter votre logiciel de point de vente : dernière version",
  "Entrez le code à usage unique envoyé par votre banque.",
  "sélectionnez un forfait internet ou appels.",
  "Forfaits internet et appels disponibles",
  "## Usage acceptable",
  "environ quatre mille conversations par jour, en arabe, en darija et en français.",
  // The English changes of review pass 1 (fix1-en), as the French still had them.
  "Transférez du crédit à vos proches",
  "Pour aider quelqu’un, envoyez-lui plutôt du crédit classique.",
  "4. **L’envoi de crédit** à vos contacts, qui a doublé cette année.",
  "Sûr pour vous et pour vos acheteurs",
  "La carte est recréditée par la banque émettrice, en général en quelques jours ouvrés.",
  "Confirmé par un code à usage unique envoyé par la banque de l’acheteur",
  "Conditions d’utilisation, commerçants",
  "Politique de confidentialité, {appName}",
  "décrite dans la [politique relative aux cookies pour les commerçants](/business/cookie).",
  "Elles complètent les [conditions pour les commerçants](/business/term), qui régissent les paiements eux-mêmes.",
  "Conditions pour les revendeurs",
];

describe("the French examples of review pass 1", () => {
  it.each(reviewPass1FrenchExamples)("reports «%s»", (phrase) => {
    const found = glossaryHits("fr", phrase);
    expect(found).not.toEqual([]);
  });

  it("leaves the Banque d’Algérie's agrément, Morocco's, a court's litiges, a précaution, «Tapez», a plan of calls alone", () => {
    const fine = [
      "Agrément de prestataire de services de paiement, Banque d’Algérie",
      "Nous avons engagé les démarches pour obtenir les agréments nécessaires à l’offre de services de paiement au Maroc.",
      "Les litiges qui ne peuvent être réglés à l’amiable sont portés devant les juridictions commerciales d’Alger.",
      "Par précaution, verrouillez votre compte.",
      "Tapez le numéro et la date d’expiration de votre carte CIB ou Edahabia, ou scannez-la avec l’appareil photo.",
      "- **Un forfait** (internet, appels, ou les deux) est souscrit directement avec le montant payé.",
      "Ils n’expirent jamais, ne peuvent être ni transférés entre utilisateurs ni échangés contre des espèces.",
      "Le dépôt de garantie est-il restitué ?",
      "Consultez nos mentions légales.",
      "Vous pouvez vous désabonner des lettres d’information à tout moment.",
    ];
    const found = fine.flatMap((text) => glossaryHits("fr", text));
    expect(found).toEqual([]);
  });

  it("leaves phone credit, online merchants and the full titles of the legal documents alone", () => {
    const fine = [
      "Envoie du crédit vers un numéro.",
      "Rechargez du crédit flexy ou souscrivez un forfait internet ou d’appels Ooredoo depuis {appName}.",
      "Une passerelle de paiement pour les commerçants en ligne.",
      "Consultez aussi la [politique de confidentialité pour les commerçants et revendeurs](/business/privacy).",
      "Conditions d’utilisation de {appName}",
      "Tarifs pour les revendeurs {proName} : commissions et offre de terminal",
    ];
    const found = fine.flatMap((text) => glossaryHits("fr", text));
    expect(found).toEqual([]);
  });
});

/**
 * The French examples of review pass 2 (fr at 803383c), as the copy had them: each must be reported
 * by a French entry, so the entries that pass added (and the fee entry's «aucun frais») are known to
 * bite; and the forms the same entries must leave alone.
 */
const reviewPass2FrenchExamples: string[] = [
  "pour chaque requête, l’heure, le point de terminaison, le code de réponse, la durée",
  "L’opérateur a refusé la recharge (numéro erroné, montant non autorisé). Le montant réservé est libéré.",
  "Le scan des factures en détail",
  "- Le paiement par scan des factures d’eau de Seaal et de l’ADE.",
  "Vous pouvez fermer votre compte développeur à tout moment.",
  "S’il n’imprime toujours pas, écrivez à l’assistance dédiée aux revendeurs : nous remplaçons les terminaux défectueux.",
  "Location mensuelle",
  "Location offerte à partir de ventes mensuelles de",
  "Une question sur vos données à caractère personnel ? L’équipe chargée de leur protection, à l’adresse",
  "Annonces, nouveautés produit et partenariats de {brand}, des plus récentes aux plus anciennes.",
  "Aucun frais d’intégration, une documentation claire et des exemples dans plusieurs langages.",
  "Aucun frais sur les paiements des commerçants inscrits au second semestre 2024.",
  "Une seule API REST, des montants en DZD, aucun frais d’intégration.",
  "Aucuns frais ne s’appliquent.",
  "Votre commission est retenue automatiquement sur chaque vente.",
  "Les paiements confirmés rejoignent aussitôt votre solde.",
];

describe("the French examples of review pass 2", () => {
  it.each(reviewPass2FrenchExamples)("reports «%s»", (phrase) => {
    const found = glossaryHits("fr", phrase);
    expect(found).not.toEqual([]);
  });

  it("leaves the status codes, the rent-free terminal, a closed account, a session closed, the newest first and «sans frais» alone", () => {
    const fine = [
      "L’API utilise les codes de statut HTTP : `2xx` indique un succès.",
      "les requêtes sont journalisées avec le code de statut HTTP, la durée et l’adresse IP.",
      "En cas d’échec, le montant réservé redevient automatiquement disponible sur votre solde.",
      "Lisez notre [guide du paiement des factures par scan](/app/help/bill-scanning) pour en savoir plus.",
      "Payer une facture en la scannant",
      "Vous pouvez clôturer votre compte commerçant à tout moment.",
      "Vous pouvez cesser d’utiliser les API et mettre fin à votre accès au tableau de bord développeur à tout moment.",
      "supprimées dans les trois mois suivant sa clôture.",
      "Ferme une session de paiement ouverte pour qu’elle ne puisse plus être réglée.",
      "Écrire à l’assistance aux revendeurs",
      "l’offre de terminal de paiement : location, dépôt de garantie ou achat.",
      "Louez le terminal (sans loyer au-delà d’un certain niveau de ventes mensuelles) ou achetez-le.",
      "Loyer offert à partir de ventes mensuelles de",
      "Écrivez à [l’équipe chargée de la protection des données](mailto:privacy@{domain}).",
      "Les points de terminaison de liste renvoient une page d’objets, du plus récent au plus ancien.",
      "Sans frais d’intégration, avec une documentation claire.",
      "Tous les paiements des commerçants inscrits au second semestre 2024 sont sans frais.",
      "Pas de frais d’intégration.",
      "Votre commission vous est acquise automatiquement sur chaque vente.",
      "Les paiements sont confirmés immédiatement et apparaissent dans votre solde ; une fois le règlement effectué, vous demandez un virement.",
      "Ventes mensuelles à partir desquelles le loyer est offert",
    ];
    const found = fine.flatMap((text) => glossaryHits("fr", text));
    expect(found).toEqual([]);
  });
});

/**
 * The French forms of the concepts the English glossary gained in its own review of pass 3 (fix5-en),
 * as the French copy had them: each must be reported; and the forms the same entries leave alone.
 */
const englishPass3FrenchExamples: string[] = [
  "Les frais s’affichent avant le paiement, taxes et frais interbancaires compris.",
  "Les paiements confirmés s’ajoutent aussitôt à votre solde.",
  "et la plupart des paiements sont réglés en quelques secondes.",
  "et nous conservons une empreinte à sens unique de l’adresse IP de votre connexion",
  "(société, entreprise individuelle, auto-entrepreneur ou association)",
  "{payName} accepte dès aujourd’hui les deux réseaux de cartes algériens.",
  "Besoin de parler à quelqu’un ?",
];

describe("the French examples of the English review of pass 3", () => {
  it.each(englishPass3FrenchExamples)("reports «%s»", (phrase) => {
    const found = glossaryHits("fr", phrase);
    expect(found).not.toEqual([]);
  });

  it("leaves all taxes included, the pending balance, a fingerprint, freelancers and the interbank network alone", () => {
    const fine = [
      "Les frais s’affichent avant le paiement, toutes taxes et tous frais interbancaires compris.",
      "Les paiements confirmés apparaissent aussitôt dans votre solde, en attente jusqu’à leur règlement.",
      "Confirmez avec votre code PIN, votre empreinte ou votre visage.",
      "nous conservons des hachages à sens unique de l’adresse IP de votre connexion",
      "Indépendants et agences : ajoutez un lien de paiement à chaque facture.",
      "les commerçants inscrits au registre du commerce, les auto-entrepreneurs munis d’une carte d’auto-entrepreneur",
      "le réseau interbancaire et son prestataire certifié",
      "Contacter l’assistance aux revendeurs",
    ];
    const found = fine.flatMap((text) => glossaryHits("fr", text));
    expect(found).toEqual([]);
  });
});

describe("the Arabic example of review pass 15", () => {
  it("reports the test payment page's button «اتركها تنتهي», and leaves «اتركها تنتهي صلاحيتها» and «اتركها حتى تنتهي صلاحيتها» alone", () => {
    expect(glossaryHits("ar", "اتركها تنتهي")).toEqual(["checkout (the API object): اتركها تنتهي"]);
    expect(["اتركها تنتهي صلاحيتها", "أو اتركها حتى تنتهي صلاحيتها"].flatMap((text) => glossaryHits("ar", text))).toEqual([]);
  });
});

/**
 * Review pass 21's guards, on the wording the copy had at 8496be6 (or just before): each old form is
 * reported by its entry, and the forms the copy keeps are left alone (a checkout «réglée», a
 * payment «payé», the biometric «بصمة» of the app pages, the daily purge's “within a day”).
 */
describe("the examples of review pass 21", () => {
  it("reports the French «empreinte irréversible» of a hash and a «session payée»", () => {
    for (const phrase of [
      "nous n’en conservons qu’une empreinte irréversible, jamais la clé elle-même",
      "L’empreinte du réseau depuis lequel une clé a été demandée est traitée",
      "son empreinte, celle de son réseau et tout ce qui a été créé avec elle",
    ])
      expect(glossaryHits("fr", phrase).filter((hit) => hit.startsWith("a keyed one-way hash: ")), phrase).not.toEqual([]);
    expect(glossaryHits("fr", "une session payée libère sa place 24 heures après sa création")).toEqual(["checkout (the API object): session payée"]);
    expect(glossaryHits("fr", "chacune est encore ouverte, ou a été payée et créée il y a moins de 24 heures")).toEqual([
      "checkout (the API object): a été payée et créée",
    ]);
    expect(glossaryHits("fr", "la plus ancienne terminée sans paiement, ou payée et créée il y a plus de 24 heures")).toEqual([
      "checkout (the API object): ou payée et créée",
    ]);
  });

  it("leaves a checkout «réglée», a payment «payé» and the fingerprint of the app pages alone in French", () => {
    const fine = [
      "chacune est encore ouverte, ou a été réglée et créée il y a moins de 24 heures",
      "une session réglée libère sa place 24 heures après sa création",
      "rien n’a été payé ni modifié",
      "Confirmez avec votre code PIN, votre empreinte digitale ou votre visage.",
      "nous n’en conservons qu’un hachage à sens unique, jamais la clé elle-même",
    ];
    expect(fine.flatMap((text) => glossaryHits("fr", text))).toEqual([]);
  });

  it("reports the Arabic «بصمة» of a hash, and leaves the biometric «بصمة» and «قيمة تجزئة» alone", () => {
    for (const phrase of [
      "لا نحتفظ بالمفتاح نفسه أبدًا، بل ببصمة له لا يمكن عكسها",
      "ونحتفظ كذلك ببصمة لا يمكن عكسها، محسوبة بمفتاح سري، للشبكة",
      "ونعالج بصمة الشبكة التي طُلب منها المفتاح",
      "وتُحذف بصمته وبصمة شبكته وكل ما أُنشئ به",
    ])
      expect(glossaryHits("ar", phrase).filter((hit) => hit.startsWith("a hash: ")), phrase).not.toEqual([]);
    const fine = [
      "تُؤكَّد بالرمز السري للتطبيق أو ببصمة إصبعك أو بالتعرف على وجهك.",
      "بالرمز السري للتطبيق أو ببصمتك أو بالتعرف على وجهك",
      "المعرّف البيومتري في هاتفك (بصمة إصبعك أو وجهك)",
      "بل بقيمة تجزئة أحادية الاتجاه محسوبة منه؛ ونحتفظ كذلك بقيمة تجزئة أحادية الاتجاه، محسوبة بمفتاح سري، للشبكة",
      "وتُحذف قيمة تجزئته وقيمة تجزئة شبكته وكل ما أُنشئ به",
    ];
    expect(fine.flatMap((text) => glossaryHits("ar", text))).toEqual([]);
  });

  it("reports the English “a day” of the link pages' 24-hour limits, and leaves the purge's “within a day after it expires” alone", () => {
    expect(glossaryHits("en", "Its name is shown here only for a day after its creation.")).toEqual([
      "the sandbox's 24-hour limits: for a day after its creation",
    ]);
    expect(glossaryHits("en", "a paid one gives up its place a day after it was created")).toEqual([
      "the sandbox's 24-hour limits: gives up its place a day after",
    ]);
    expect(glossaryHits("en", "everything created with it is deleted within a day after it expires")).toEqual([]);
  });
});

/**
 * Review pass 23's guards, on the wording the copy had at 5254a0f: each old form is reported by its
 * entry, and the forms the copy keeps are left alone.
 */
describe("the examples of review pass 23", () => {
  it("reports the Arabic «بالخطأ `400`» of a status code, and leaves «بالرمز `400`» and «بالخطأ» for “by mistake” alone", () => {
    expect(glossaryHits("ar", "ويُرفض بالخطأ `400` كل تاريخ لا يدلّ على لحظة حقيقية، كالثانية الكبيسة (`23:59:60`).")).toEqual([
      "an HTTP status code: بالخطأ",
    ]);
    const fine = [
      "ويُرفض بالرمز `400` كل تاريخ لا تستطيع البيئة التجريبية قراءته على أنه لحظة زمنية، كالثانية الكبيسة (`23:59:60`).",
      "إذا أرسلت مبلغًا بالخطأ إلى رقم آخر، فاتصل بالدعم.",
    ];
    expect(fine.flatMap((text) => glossaryHits("ar", text))).toEqual([]);
  });

  it("reports who created a test checkout or link as «votre serveur» in French and «خادمك» in Arabic, in every form, and leaves the copy's wording alone", () => {
    for (const phrase of [
      "Absent quand la session a été créée par votre serveur.",
      "un lien de paiement créé par votre serveur",
      "Votre serveur a créé cette session de paiement avec une clé de test.",
      "la session de paiement que votre serveur a créée",
    ])
      expect(glossaryHits("fr", phrase).filter((hit) => hit.startsWith("who created a test checkout or link: ")), phrase).not.toEqual([]);
    for (const phrase of ["لا يظهر في جلسة دفع أنشأها خادمك", "رابط دفع أنشأه خادمك", "أنشأ خادمك جلسة الدفع هذه بمفتاح اختبار."])
      expect(glossaryHits("ar", phrase).filter((hit) => hit.startsWith("who created a test checkout or link: ")), phrase).not.toEqual([]);
    expect(glossaryHits("fr", "Absent quand la session a été créée avec `POST /v1/checkouts`. Cette session de paiement a été créée avec une clé de test.")).toEqual([]);
    expect(glossaryHits("ar", "لا يظهر في جلسة دفع أُنشئت بالطلب `POST /v1/checkouts`. أُنشئت جلسة الدفع هذه بمفتاح اختبار.")).toEqual([]);
  });
});

/**
 * Review pass 24's guard (its English note): the English “who created a test checkout or link”
 * catches the passive as the French one does, and leaves the copy's wording alone.
 */
describe("the examples of review pass 24", () => {
  it("reports who created a test checkout or link as “created by your server” in English, as well as “your server created”, and leaves the copy's wording alone", () => {
    for (const phrase of [
      "Absent on a checkout created by your server.",
      "A payment link Created By Your Server with a test key.",
      "Your server created this checkout with a test key.",
    ])
      expect(glossaryHits("en", phrase).filter((hit) => hit.startsWith("who created a test checkout or link: ")), phrase).not.toEqual([]);
    expect(
      glossaryHits("en", "Absent on a checkout created with `POST /v1/checkouts`. This checkout was created with a test key. It was created by you, not by your server."),
    ).toEqual([]);
  });
});
