import {
  parseMessageKey,
  type SuccessMessageKey,
  successMessagesAr,
  successMessagesEn,
  successMessagesFr,
  validationMessagesAr,
  validationMessagesEn,
  validationMessagesFr,
} from '@portal/contract';
import { i18n } from './i18n-instance';
import type { Language } from './language-table';

// The contract's messages (spec §5 validation texts, spec §8 success texts) in the `messages` namespace: the
// same keys and texts the API answers with, interpolated by the same engine (i18next, `{{name}}`).
const MESSAGES = 'messages';

const catalogues: Record<Language, Record<string, string>> = {
  en: { ...validationMessagesEn, ...successMessagesEn },
  ar: { ...validationMessagesAr, ...successMessagesAr },
  fr: { ...validationMessagesFr, ...successMessagesFr },
};

/** `validation.required` → `{ validation: { required } }`: i18next reads dots as nesting. */
function nested(flat: Record<string, string>): Record<string, Record<string, string>> {
  const tree: Record<string, Record<string, string>> = {};
  for (const [key, text] of Object.entries(flat)) {
    const dot = key.indexOf('.');
    const group = key.slice(0, dot);
    tree[group] = { ...tree[group], [key.slice(dot + 1)]: text };
  }
  return tree;
}

for (const [language, catalogue] of Object.entries(catalogues)) {
  i18n.addResourceBundle(language, MESSAGES, nested(catalogue), true, false);
}

const knownKeys = new Set(Object.keys(catalogues.en));

/** Turns a schema message (`validation.length?n=4`) into text in the current language; other text is kept. */
export function translateMessage(message: string | undefined): string | undefined {
  if (!message) return undefined;
  const { key, params } = parseMessageKey(message);
  if (!knownKeys.has(key)) return message;
  return i18n.t(key, { ns: MESSAGES, ...params });
}

/** A spec §8 success text in the current language. */
export function successText(key: SuccessMessageKey): string {
  return i18n.t(key, { ns: MESSAGES });
}
