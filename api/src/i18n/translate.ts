import { interpolate, parseMessageKey } from '@portal/contract';
import { ar } from './ar';
import { type Catalogue, en, type MessageKey } from './en';
import { fr } from './fr';

export const languages = ['ar', 'en', 'fr'] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = 'ar';

const catalogues: Record<Lang, Catalogue> = { ar, en, fr };

/** Reads the `lang` request header (spec §7); anything unknown falls back to Arabic, the default. */
export function pickLang(header: string | string[] | undefined): Lang {
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase().slice(0, 2);
  return (languages as readonly string[]).includes(value ?? '') ? (value as Lang) : defaultLang;
}

export function isMessageKey(key: string): key is MessageKey {
  return key in en;
}

export function translate(lang: Lang, key: MessageKey, params: Record<string, string | number> = {}): string {
  return interpolate(catalogues[lang][key] ?? en[key], params);
}

/** Translates a schema message (`key` or `key?param=value`); unknown texts become the generic field message. */
export function translateSchemaMessage(lang: Lang, message: string): string {
  const { key, params } = parseMessageKey(message);
  return translate(lang, isMessageKey(key) ? key : 'validation.invalid', params);
}
