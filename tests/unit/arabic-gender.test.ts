import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { arabicHeadNouns, arabicNames, type ArabicGender, type ArabicName } from "../support/glossary";
import { brandTokens } from "@/i18n/messages";
import { copyOf, prose, whereOf } from "../support/copy-corpus";

/**
 * One gender per name in Arabic (tests/support/glossary.ts `arabicNames`, docs/glossary.md).
 * The check looks only at words right next to a name (or to the head noun written
 * before it, «بوابة {payName}», whose gender then rules): a verb just before it
 * (يتيح/تتيح، أصبحت، «لا يطلب منك»), and, when the name opens a clause, the verb,
 * «هو/هي», «الذي/التي» or predicate adjective just after it. A verb after a relative
 * (التي تستعمل {payName}) has the relative as subject and is left alone, unless it
 * carries an object pronoun (ما تقدمه {brand}). It cannot parse Arabic: it is
 * meant to catch the usual slips without false alarms on correct copy.
 */

const AR = "\u0621-\u064A";
/** Short vowels, shadda, sukun, dagger alif and tatweel: the check reads the bare letters. */
const bare = (text: string) => text.replace(/[\u064B-\u0652\u0670\u0640]/g, "");

const relatives = new Set(["الذي", "التي", "الذين", "اللذان", "اللتان", "اللواتي", "اللاتي", "من", "ما"]);
/** A verb ending in one of these carries its object, so the name after it is the subject. */
const objectPronoun = /(?:ه|ها|هما|هم|هن|ك|كما|كم|نا|ني)$/;
/** Words that may stand between a name opening a clause and its verb. */
const particles = new Set(["لا", "لن", "لم", "قد", "لقد", "سوف", "ما"]);
/** Words that may stand between a verb and the name after it: «لا يطلب منك {brand}», «تتكفل به {brand}». */
const pronounPrepositions = new Set([
  "منك",
  "لك",
  "إليك",
  "عليك",
  "معك",
  "عنك",
  "لنا",
  "منا",
  "لكم",
  "منكم",
  "إليكم",
  "عليكم",
  "به",
  "بها",
  "له",
  "لها",
  "منه",
  "منها",
  "عليه",
  "عليها",
  "إليه",
  "إليها",
]);
/** A name after one of these opens a clause (it is the subject of what follows). */
const openers = new Set(["أن", "بأن", "لأن", "إن", "وإن", "فإن", "لكن", "ولكن", "أما", "وأما", "حتى"]);
/** After these, a verb in ت speaks to the reader («أين ترى رصيد {creditShort}»): it is not read as feminine. */
const askingYou = new Set(["أين", "كيف", "متى", "هل", "لماذا", "ماذا", "إذا", "عندما", "حين", "حينما", "كلما", "لكي", "كي"]);
const prepositions = new Set(["في", "على", "إلى", "من", "عن", "مع", "عبر", "لدى", "ب", "ل", "منذ", "حول", "عند"]);
/** Predicate adjectives the copy puts after a name: «{brand} قادمة إلى المغرب». */
const adjectives = ["قادم", "متوفر", "متاح", "مسؤول", "جاهز", "موجود"];
/** Words in ت that are not present verbs: nouns (تجار), imperatives (تابع) and past verbs of forms V and VI (تجاوز), spelled like a feminine present. */
const notPresentInT = new Set([
  "تجار",
  "تحكم",
  "تابع",
  "تعرف",
  "تحقق",
  "تصفح",
  "تواصل",
  "تجاوز",
  "تخطى",
  "تمكن",
  "تعاون",
  "تطور",
  "توقف",
  "تولى",
  "تسلم",
]);
/** Words in ت that are not past feminine verbs: nouns, and the imperative ثبّت (install). */
const notPastInT = new Set(["ثبت", "وقت", "بيت", "صوت", "ثابت", "بنت", "إنترنت", "سبت"]);
/** Masculine past verbs the copy could put before a feminine name (the ending tells nothing, so they are listed). */
const pastMasculine = new Set(["أصبح", "كان", "بدأ", "أطلق", "أعلن", "حصل", "صار", "أضاف", "أتاح", "انضم", "قرر", "أكد", "وقع", "اختار"]);

const other = (gender: ArabicGender): ArabicGender => (gender === "masculine" ? "feminine" : "masculine");

/** The gender a word marks if it is a verb (present ي/ت, past in ت, a listed masculine past), else null. */
function verbGender(word: string): ArabicGender | null {
  const present = new RegExp(`^(?:[وف])?(?:[لس])?([تي])([${AR}]{2,})$`).exec(word);
  if (present) {
    const core = present[1]! + present[2]!;
    const noun = /ة$/.test(core) || /^ت..ي.$/.test(core) || notPresentInT.has(core);
    if (!noun) return present[1] === "ت" ? "feminine" : "masculine";
  }
  const unjoined = word.replace(/^[وف](?=...)/, "");
  if (
    /^[^ ]{2,}ت$/.test(word) &&
    !/[اآ]ت$/.test(word) &&
    !word.startsWith("ال") &&
    !notPastInT.has(unjoined) &&
    !notPresentInT.has(unjoined)
  )
    return "feminine";
  if (pastMasculine.has(word) || pastMasculine.has(unjoined)) return "masculine";
  return null;
}

type Word = { text: string; name?: ArabicName };

/** Clauses (split at punctuation, quotes, brackets and line ends) as words; a name keeps its glued و/ب/ل as a word of its own. */
function clauses(text: string): Word[][] {
  const names = new Map(arabicNames.map((name) => [name.token, name]));
  return bare(text)
    .replace(/\*/g, "")
    .split(/[.,،؛;:!?؟()«»"“”[\]\n|—–]+/)
    .map((clause) =>
      [...clause.matchAll(new RegExp(`([${AR}]*)\\{(\\w+)\\}|[${AR}]+|[A-Za-z0-9_'-]+`, "g"))].flatMap((match): Word[] => {
        if (match[2] === undefined) return [{ text: match[0] }];
        const token: Word = { text: `{${match[2]}}`, name: names.get(match[2]) };
        return match[1] ? [{ text: match[1] }, token] : [token];
      }),
    );
}

/** Conjunctions and prepositions written glued to a name («و{payName}», «لـ{brand}»). */
const conjunctions = new Set(["و", "ف"]);
const gluedPrepositions = new Set(["ب", "ل", "وب", "ول", "فب", "فل"]);
/** A word without a glued و/ف/ب/ل, unless the word is a head noun as written (لوحة). */
const plain = (text: string) => (arabicHeadNouns[text] ? text : text.replace(/^[وفبل](?=...)/, ""));

/** Reports of one text: `{token} is feminine: «...»` for each word that disagrees with a name. */
function genderSlips(text: string): string[] {
  const reports: string[] = [];
  for (const words of clauses(prose(text))) {
    words.forEach((word, at) => {
      if (!word.name) return;
      // The name and the glued conjunction or preposition before it, then a written head noun.
      const glued = words[at - 1]?.text ?? "";
      const governed = gluedPrepositions.has(glued);
      let start = conjunctions.has(glued) || governed ? at - 1 : at;
      let gender = word.name.gender;
      let subject = `{${word.name.token}}`;
      const one = start >= 1 ? plain(words[start - 1]!.text) : undefined;
      const two = start >= 2 ? `${plain(words[start - 2]!.text)} ${words[start - 1]!.text}` : undefined;
      if (two && arabicHeadNouns[two]) [start, gender, subject] = [start - 2, arabicHeadNouns[two], `${two} ${subject}`];
      else if (one && arabicHeadNouns[one]) [start, gender, subject] = [start - 1, arabicHeadNouns[one], `${one} ${subject}`];
      const slip = (found: string) => reports.push(`${subject} is ${gender}: «${found}»`);

      // Before: a verb right before the name, or before «منك»/«به» and the name.
      let before = start - 1;
      if (before >= 0 && pronounPrepositions.has(words[before]!.text)) before -= 1;
      const verb = governed ? undefined : words[before];
      if (verb) {
        const objectOf = before > 0 && relatives.has(words[before - 1]!.text.replace(/^و/, "")) && !objectPronoun.test(verb.text);
        const toYou = before > 0 && askingYou.has(words[before - 1]!.text.replace(/^و/, "")) && verb.text.startsWith("ت");
        if (!objectOf && !toYou && verbGender(verb.text) === other(gender))
          slip(
            words
              .slice(before, at + 1)
              .map((w) => w.text)
              .join(" "),
          );
        if ((gender === "masculine" ? "هذه" : "هذا") === verb.text) slip(`${verb.text} ${subject}`);
      }

      // After, when the name opens its clause (or follows أن, a preposition for the relative).
      const previous = words[start - 1]?.text ?? "";
      const opens = !governed && (start === 0 || openers.has(previous));
      let next = at + 1;
      if (words[next] && /^[A-Z]+$/.test(words[next]!.text)) next += 1; // «{brand} SPA»
      if (words[next] && particles.has(words[next]!.text)) next += 1;
      const after = words[next]?.text;
      if (!after) return;
      const shown = words
        .slice(start, next + 1)
        .map((w) => w.text)
        .join(" ");
      if (opens && verbGender(after) === other(gender)) slip(shown);
      if (opens && after === (gender === "masculine" ? "هي" : "هو")) slip(shown);
      if (opens && adjectives.some((adjective) => after === (gender === "masculine" ? `${adjective}ة` : adjective))) slip(shown);
      if ((opens || governed || prepositions.has(plain(previous))) && after === (gender === "masculine" ? "التي" : "الذي")) slip(shown);
    });
  }
  return reports;
}

/** All Arabic copy, parsed (tests/support/copy-corpus.ts): messages, content (front matter and body) and the OpenAPI documents' `x-ar` values. */
function arabicCopy(): [string, string][] {
  return copyOf("ar").map((unit): [string, string] => [whereOf(unit), unit.text]);
}

describe("Arabic gender of names", () => {
  it("gives a gender to every name token of src/i18n/messages.ts", () => {
    // Addresses, not names: the domain and the site's origin (the sandbox's server, `{siteUrl}/sandbox/pay`).
    const names = Object.keys(brandTokens).filter((token) => token !== "domain" && token !== "siteUrl");
    expect(arabicNames.map((name) => name.token).sort()).toEqual(names.sort());
  });

  it("is the table of docs/glossary.md", () => {
    const rows = readFileSync("docs/glossary.md", "utf8")
      .split("\n")
      .filter((line) => /^\| [^|]+ \| `\{\w+\}` \|/.test(line));
    const table = rows.map((row) => row.split("|").map((cell) => cell.trim()));
    expect(table.map(([, what, token, gender, implied, , example]) => ({ what, token, gender, implied, example }))).toEqual(
      arabicNames.map((name) => ({
        what: name.what,
        token: `\`{${name.token}}\``,
        gender: name.gender,
        implied: name.impliedNoun,
        example: name.example,
      })),
    );
    const heads = table.flatMap(([, , , , , written]) => written!.split("،").map((cell) => /^(.+) \((m|f)\)$/.exec(cell.trim())));
    expect(heads.map((head) => head && `${head[1]} ${head[2]}`)).toEqual(
      heads.map((head) => head && `${head[1]} ${arabicHeadNouns[head[1]!]?.[0]}`),
    );
  });

  it("reads every name in the Arabic copy", () => {
    const uses = arabicCopy().flatMap(([, text]) =>
      [...text.matchAll(/\{(\w+)\}/g)].filter((m) => m[1] !== "domain" && Object.hasOwn(brandTokens, m[1]!)),
    );
    expect(uses.length).toBeGreaterThan(250);
  });

  it("agrees every verb, relative and pronoun with the name's gender in all Arabic messages and content", () => {
    const offenders = arabicCopy().flatMap(([where, text]) => genderSlips(text).map((slip) => `${where}: ${slip}`));
    expect(offenders).toEqual([]);
  });

  describe("the check", () => {
    for (const name of arabicNames) {
      it(`passes the example of {${name.token}} (${name.gender}) and reports its wrong form`, () => {
        expect(genderSlips(name.example)).toEqual([]);
        expect(genderSlips(name.wrong)).toHaveLength(1);
      });
    }

    it.each([
      ["يمنحك {brand} الأداة التي تناسبك", "{brand} is feminine: «يمنحك {brand}»"],
      ["لا يطلب منك {brand} أبدًا رمزك السري", "{brand} is feminine: «يطلب منك {brand}»"],
      ["{brand} لن يطلب منك ذلك أبدًا", "{brand} is feminine: «{brand} لن يطلب»"],
      ["{brand} هو تطبيق المحفظة", "{brand} is feminine: «{brand} هو»"],
      ["يبدو أنك في المغرب: {brand} قادم إلى المغرب قريبًا.", "{brand} is feminine: «{brand} قادم»"],
      ["اكتشف ما يقدمه {brand} اليوم", "{brand} is feminine: «يقدمه {brand}»"],
      ["أصبح {brand} شريكًا", "{brand} is feminine: «أصبح {brand}»"],
      ["تتيح {payName} للمواقع قبول البطاقات، وتتيح {proName} للموزعين البيع", "{payName} is masculine: «تتيح {payName}»"],
      ["أصبحت {appName} الأكثر استعمالًا", "{appName} is masculine: «أصبحت {appName}»"],
      ["عبر {appName} التي تعرفها", "{appName} is masculine: «{appName} التي»"],
      ["هذه {appName} الجديدة", "{appName} is masculine: «هذه {appName}»"],
      ["يتيح بوابة {payName} للتجار", "بوابة {payName} is feminine: «يتيح بوابة {payName}»"],
      ["محفظة {appName} يجمع البطاقات", "محفظة {appName} is feminine: «محفظة {appName} يجمع»"],
      ["يتيح باقة {payName} تحويلات مجانية", "باقة {payName} is feminine: «يتيح باقة {payName}»"],
    ])("reports «%s»", (text, report) => {
      expect(genderSlips(text)).toContain(report);
    });

    it.each([
      "تعرض المتاجر التي تقبل {brand} رمز QR",
      "المؤسسات التي تستعمل {payName} و{proName}",
      "الفريق الذي يسيّر {brand} يومًا بيوم.",
      "تجمع محفظة {appName} البطاقات",
      "تتيح بوابة {payName} للتجار قبول البطاقات",
      "تخضع روابط الدفع لرسوم باقة {payName} التي اشتركت فيها",
      "نعمل على تهيئة {appName} و{payName}",
      "بعد أربع سنوات من إطلاقه، تجاوز {appName} عتبة المليون مستخدم.",
      "تابع {appName}",
      "رسوم عرض {payName} الذي اشتركت فيه",
      "مع {proName} تبيع المحلات شحن Mobilis",
      "أجهزة {proName} تصل إلى المحلات",
      "لا تنتهي صلاحية {creditShort} أبدًا",
      "شركة {brand} SPA مسؤولة عن معالجة البيانات",
      "أخبرهم بأن {brand} تعالج المدفوعات",
      "أين ترى رصيد {creditShort}",
      "كيف تعالج {brand} بيانات المؤسسات",
    ])("lets «%s» pass", (text) => {
      expect(genderSlips(text)).toEqual([]);
    });
  });
});

/**
 * The leadership and the publication director are labelled by role, and the Arabic label carries the
 * holder's gender («المديرة العامة»، «المدير التقني»، «مديرة النشر»): src/data/company.ts records each
 * holder's gender, so that a new holder with the other gender fails here until the label follows
 * (review pass 2).
 */
describe("Arabic role labels and the people of src/data/company.ts", () => {
  const company = JSON.parse(readFileSync("messages/sections/company/ar.json", "utf8")) as {
    about: { leadership: Record<string, string> };
    legal: { identity: { director: string } };
  };
  /** The gender of a role label: its head noun, the first word, feminine when it ends in ة. */
  const labelGender = (label: string): ArabicGender =>
    /ة$/.test(bare(label).split(" ")[0]!.replace(/^ال/, "")) ? "feminine" : "masculine";

  it("reads a label's gender from its head noun", () => {
    expect(labelGender("المديرة العامة")).toBe("feminine");
    expect(labelGender("المدير التقني")).toBe("masculine");
    expect(labelGender("مسؤولة العمليات وخدمة العملاء")).toBe("feminine");
    expect(labelGender("مسؤول الامتثال وإدارة المخاطر")).toBe("masculine");
  });

  it("gives each leader's label the holder's gender", async () => {
    const { leadership } = await import("@/data/company");
    expect(leadership.map(({ role }) => [role, labelGender(company.about.leadership[role]!)])).toEqual(
      leadership.map(({ role, gender }) => [role, gender]),
    );
  });

  it("gives the publication director's label the director's gender", async () => {
    const { legalIdentity } = await import("@/data/company");
    expect(labelGender(company.legal.identity.director)).toBe(legalIdentity.directorGender);
  });
});
