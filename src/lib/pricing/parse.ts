/** Why an amount typed by a visitor was refused. */
export type AmountError = "empty" | "notNumber" | "tooSmall" | "tooLarge";
export type ParsedAmount = { ok: true; value: number } | { ok: false; error: AmountError };

const arabicIndic = /[\u0660-\u0669\u06f0-\u06f9]/g;

/**
 * Reads an amount in DZD as a visitor types it: Western or Arabic-Indic
 * digits, spaces or commas between thousands ("150 000", "150,000", the
 * Arabic "١٥٠٬٠٠٠"), and a decimal point or comma with at most two decimals
 * ("1500,50"), followed or not by the currency as the site writes it (DA,
 * DZD, د.ج) or as people type it (دج); direction marks pasted with an Arabic
 * amount are ignored.
 * Anything else ("abc", "1e5", "-3", "12.345.6") is not a number.
 */
export function parseAmount(input: string, limits: { min: number; max: number }): ParsedAmount {
  const text = input
    .replace(arabicIndic, (digit) => String(digit.charCodeAt(0) & 0xf))
    .replace(/\u066c/g, ",")
    .replace(/\u066b/g, ".")
    .replace(/[\s\u00a0\u202f'\u200e\u200f\u061c\u2066-\u2069]/g, "")
    .replace(/(?:د\.?ج\.?|DZD|DA)$/i, "");
  if (text === "") return { ok: false, error: "empty" };
  let normalized: string;
  if (/^\d{1,3}(,\d{3})+(\.\d{1,2})?$/.test(text)) normalized = text.replace(/,/g, "");
  else if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(text)) normalized = text.replace(/\./g, "").replace(",", ".");
  else if (/^\d+([.,]\d{1,2})?$/.test(text)) normalized = text.replace(",", ".");
  else return { ok: false, error: "notNumber" };
  const value = Number(normalized);
  if (!Number.isFinite(value)) return { ok: false, error: "tooLarge" };
  if (value < limits.min) return { ok: false, error: "tooSmall" };
  if (value > limits.max) return { ok: false, error: "tooLarge" };
  return { ok: true, value };
}
