import { messageKey } from './messages';

// Spec §5 number inputs: what a person typed, read as a number, or a message saying why it is not one. The text
// is never rewritten: "2.5" in a floors field is refused as not an integer (it does not become 25), 150 in a
// 0–100 field is refused with the range (it does not become 100), "1e5" is not a number (it does not become 15).

/** What a field accepts. `min` and `max` together give the range message; `integer` refuses fractions. */
export type NumberTextRules = { min?: number; max?: number; integer?: boolean };

/**
 * `value`: the number the text stands for (null when empty or not a number); `error`: a message key
 * (`validation.number`, `validation.integer`, `validation.between?min=…&max=…`) or null when the text is accepted.
 * An out-of-range or fractional number keeps its value, so a form's own schema reports it the same way.
 */
export type NumberTextResult = { value: number | null; error: string | null };

// Arabic-Indic (U+0660–0669) and Extended Arabic-Indic / Persian (U+06F0–06F9) digits, as Arabic keyboards type.
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;
// Decimal separators: the point, the comma (Arabic and many European keyboards), the Arabic decimal separator ٫.
const DECIMAL_SEPARATORS = /[,٫]/g;
// Invisible direction marks that Arabic keyboards and copied text carry (LRM, RLM, ALM, isolates).
const DIRECTION_MARKS = /[\u200E\u200F\u061C\u2066-\u2069]/g;
// Digits, an optional leading minus, at most one decimal point ("5." and ".5" are numbers being typed).
const NUMBER = /^-?(\d+\.?\d*|\.\d+)$/;

/** The text with Latin digits and '.' as the decimal point; what the user sees stays as they typed it. */
export function normalizeNumberText(text: string): string {
  return text
    .replace(DIRECTION_MARKS, '')
    .trim()
    .replace(/\u2212/g, '-') // the typographic minus sign
    .replace(EASTERN_DIGITS, (digit) => {
      const code = digit.charCodeAt(0);
      return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
    })
    .replace(DECIMAL_SEPARATORS, '.');
}

/** Reads a typed number against the field's rules (see `NumberTextResult`). */
export function parseNumberText(text: string, rules: NumberTextRules = {}): NumberTextResult {
  const normalized = normalizeNumberText(text);
  if (normalized === '') return { value: null, error: null };
  if (!NUMBER.test(normalized)) return { value: null, error: messageKey('validation.number') };
  const value = Number(normalized);
  if (!Number.isFinite(value)) return { value: null, error: messageKey('validation.number') };
  if (rules.integer && !Number.isInteger(value)) return { value, error: messageKey('validation.integer') };
  const { min, max } = rules;
  if ((min !== undefined && value < min) || (max !== undefined && value > max)) {
    const range = { min: min ?? Number.MIN_SAFE_INTEGER, max: max ?? Number.MAX_SAFE_INTEGER };
    return { value, error: messageKey('validation.between', range) };
  }
  return { value, error: null };
}
