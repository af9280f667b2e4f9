import {
  interpolate,
  parseMessageKey,
  validationMessagesAr,
  validationMessagesEn,
  validationMessagesFr,
} from '@portal/contract';
import { i18n } from './i18n-instance';

// Contract schemas carry message keys (`validation.required`, `validation.length?n=4`);
// forms turn them into the user's language here, with the same keys the API translates.
i18n.addResourceBundle('en', 'validation', toNested(validationMessagesEn), true, false);
i18n.addResourceBundle('ar', 'validation', toNested(validationMessagesAr), true, false);
i18n.addResourceBundle('fr', 'validation', toNested(validationMessagesFr), true, false);

function toNested(flat: Record<string, string>): Record<string, string> {
  const nested: Record<string, string> = {};
  for (const [key, text] of Object.entries(flat)) nested[key.replace(/^validation\./, '')] = text;
  return nested;
}

/** Turns a schema message key into text in the current language. */
export function translateMessage(message: string | undefined): string | undefined {
  if (!message) return undefined;
  const { key, params } = parseMessageKey(message);
  if (!key.startsWith('validation.')) return message;
  const template = i18n.t(key.slice('validation.'.length), { ns: 'validation', defaultValue: key });
  return interpolate(template, params);
}
