import {
  parseMessageKey,
  validationMessagesAr,
  validationMessagesEn,
  validationMessagesFr,
} from '@portal/shared/contract';
import { type CommonStrings, commonStringsAr, type Language, loadCommonStrings } from '@portal/shared/sign-in';

// The sign-in page's strings without i18next: the portal's own `common` texts (the same files the federated portal
// registers) and the contract's validation messages, with i18next's `{{name}}` interpolation. Arabic, the default,
// is bundled; English and French are fetched when chosen (or stored).

type Params = Record<string, string | number>;
export type Translate = (key: string, params?: Params) => string;

const common: Partial<Record<Language, CommonStrings>> = { ar: commonStringsAr };
const validation: Record<Language, Record<string, string>> = {
  ar: validationMessagesAr,
  en: validationMessagesEn,
  fr: validationMessagesFr,
};

/** Makes the strings of a language available (a no-op for Arabic or once loaded). */
export async function loadStrings(language: Language): Promise<void> {
  if (language !== 'ar' && !common[language]) common[language] = await loadCommonStrings(language);
}

function interpolate(text: string, params: Params = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

function lookup(strings: unknown, key: string): string | undefined {
  let node = strings;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : undefined;
}

/** `t` of a loaded language: a `common` key (`auth.sendCode`) with parameters; the key itself when missing. */
export function translator(language: Language): Translate {
  const strings = common[language] ?? common.ar;
  return (key, params) => interpolate(lookup(strings, key) ?? key, params);
}

/** A contract message (`validation.length?n=4`) in the language; any other text (the API's own) is kept. */
export function translateMessage(language: Language, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const { key, params } = parseMessageKey(message);
  const text = validation[language][key];
  return text === undefined ? message : interpolate(text, params);
}
