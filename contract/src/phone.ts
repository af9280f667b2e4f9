import * as v from 'valibot';
import { messageKey } from './messages';

// Saudi mobiles only (service area: Riyadh). The canonical form is E.164: +9665XXXXXXXX.
const saudiMobile = /^5\d{8}$/;

/**
 * Normalises a Saudi mobile number typed in any usual way (05XXXXXXXX, 5XXXXXXXX, 9665XXXXXXXX, +9665XXXXXXXX,
 * 009665XXXXXXXX, with spaces, dashes, dots or brackets) to +9665XXXXXXXX. Returns null for anything else.
 */
export function normalizeSaudiPhone(input: string): string | null {
  const compact = input.trim().replace(/[\s\-().]/g, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  let national: string;
  if (compact.startsWith('+966')) national = compact.slice(4);
  else if (compact.startsWith('+')) return null;
  else if (compact.startsWith('00966')) national = compact.slice(5);
  else if (compact.startsWith('966')) national = compact.slice(3);
  else if (compact.startsWith('0')) national = compact.slice(1);
  else national = compact;
  return saudiMobile.test(national) ? `+966${national}` : null;
}

export function isSaudiPhone(input: string): boolean {
  return normalizeSaudiPhone(input) !== null;
}

/** Phone field of every form: required, Saudi mobile, output normalised to E.164. */
export const phoneSchema = v.pipe(
  v.string(messageKey('validation.phone_required')),
  v.trim(),
  v.nonEmpty(messageKey('validation.phone_required')),
  v.check(isSaudiPhone, messageKey('validation.phone_invalid')),
  v.transform((input) => normalizeSaudiPhone(input) ?? input),
);
