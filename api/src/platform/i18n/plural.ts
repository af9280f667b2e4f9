// Messages whose wording depends on a number ({{count}}), in each language's CLDR plural forms (i18next picks the
// form with Intl.PluralRules): Arabic has six — "ثانية واحدة", "ثانيتين", "3 ثوانٍ", "11 ثانية" are all different.

export interface FrenchPlural {
  one: string;
  many: string;
  other: string;
}
export interface ArabicPlural {
  zero: string;
  one: string;
  two: string;
  few: string;
  many: string;
  other: string;
}

/** The catalogue shape of another language for the English one: plain texts stay texts, plurals get its forms. */
export type CatalogueOf<En extends Record<string, string | { one: string; other: string }>, Forms> = {
  [K in keyof En]: En[K] extends string ? string : Forms;
};

/** i18next's flat form: a plural message becomes `key_one`, `key_other`, … */
export function flattenPlurals(catalogue: Record<string, string | object>): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === 'string') flat[key] = value;
    else for (const [form, text] of Object.entries(value)) flat[`${key}_${form}`] = text as string;
  }
  return flat;
}
