import { parseMessageKey } from '@portal/contract';
import i18next from 'i18next';
import { ar } from './ar';
import { en, type MessageKey } from './en';
import { fr } from './fr';
import { flattenPlurals } from './plural';

export const languages = ['ar', 'en', 'fr'] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = 'ar';

// The same engine as the web app (i18next): one placeholder syntax (`{{name}}`) and CLDR plural rules, so an
// Arabic answer says "ثانيتين" for 2 and "3 ثوانٍ" for 3. Keys are flat (`auth.code_invalid`): no key nesting.
const engine = i18next.createInstance();
void engine.init({
  resources: {
    en: { translation: flattenPlurals(en) },
    ar: { translation: flattenPlurals(ar) },
    fr: { translation: flattenPlurals(fr) },
  },
  lng: defaultLang,
  fallbackLng: 'en',
  supportedLngs: [...languages],
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});
const fixed: Record<Lang, ReturnType<typeof engine.getFixedT>> = {
  ar: engine.getFixedT('ar'),
  en: engine.getFixedT('en'),
  fr: engine.getFixedT('fr'),
};

/** Reads the `lang` request header (spec §7); anything unknown falls back to Arabic, the default. */
export function pickLang(header: string | string[] | undefined): Lang {
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase().slice(0, 2);
  return (languages as readonly string[]).includes(value ?? '') ? (value as Lang) : defaultLang;
}

function isMessageKey(key: string): key is MessageKey {
  return key in en;
}

/**
 * Messages without parameters, per language, as translated once: always the same text, and i18next's look-up was
 * a measurable part of answering a small list (every answer carries a message; ADR 0018, addendum). Bounded by the
 * catalogue's keys.
 */
const plain: Record<Lang, Map<MessageKey, string>> = { ar: new Map(), en: new Map(), fr: new Map() };

/** A message in the caller's language; a plural message picks its form from `count`. */
export function translate(lang: Lang, key: MessageKey, params?: Record<string, string | number>): string {
  if (params) return fixed[lang](key, params);
  let text = plain[lang].get(key);
  if (text === undefined) {
    text = fixed[lang](key, {});
    plain[lang].set(key, text);
  }
  return text;
}

/** Translates a schema message (`key` or `key?param=value`); unknown texts become the generic field message. */
export function translateSchemaMessage(lang: Lang, message: string): string {
  const { key, params } = parseMessageKey(message);
  // Parameters travel as text in the key; plural forms need `count` as a number.
  const values: Record<string, string | number> = { ...params };
  if (params.count !== undefined && /^\d+$/.test(params.count)) values.count = Number(params.count);
  return translate(lang, isMessageKey(key) ? key : 'validation.invalid', values);
}
