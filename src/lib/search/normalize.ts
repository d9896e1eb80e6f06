/**
 * Text folding for the site search, the same for the index (built on the
 * server) and the query (typed in the browser or sent to /search):
 *
 * - case and Latin accents: "Frais d'opération" and "frais operation" match;
 * - Arabic: tashkeel (harakat, tanwin, shadda, sukun, dagger alef) and tatweel
 *   removed; أ إ آ and alef wasla folded to ا, ة to ه, ى to ي (and the hamza seats ؤ ئ to
 *   و ي, which NFKD gives with the hamza as a mark); Arabic-Indic digits to 0-9.
 *
 * No dependency: it runs in the browser's search chunk as well.
 */

const LATIN_MARKS = /[\u0300-\u036f]/g;
/** Arabic marks: Quranic signs, harakat and tanwin, hamza/madda above and below, dagger alef, small high signs. */
const ARABIC_MARKS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06dc\u06df-\u06e8\u06ea-\u06ed]/g;
const TATWEEL = /\u0640/g;

export function fold(text: string): string {
  return text
    .normalize("NFKD")
    .replace(LATIN_MARKS, "")
    .replace(ARABIC_MARKS, "")
    .replace(TATWEEL, "")
    .replace(/[\u0622\u0623\u0625\u0671]/g, "\u0627")
    .replace(/\u0629/g, "\u0647")
    .replace(/\u0649/g, "\u064a")
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .toLowerCase();
}

/** Words of a folded text: runs of letters and digits (apostrophes and hyphens split). */
export function words(text: string): string[] {
  return fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}
