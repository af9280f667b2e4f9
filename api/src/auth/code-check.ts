import type { Queryable } from '../db/database';
import { type AppError, fieldError } from '../http/app-error';
import type { Lang } from '../i18n/translate';
import { MAX_WRONG_TRIES_PER_CODE } from './auth-limits';
import type { CodePurpose } from './code-sender/code-sender';
import { consumeCode, countWrongTry, latestCode, lockPhone } from './login-code-queries';
import { lockedError, phoneLockedUntil } from './login-code-service';
import { hashLoginCode, sameHash } from './tokens';

export type CodeFailure = { kind: 'expired' | 'dead' | 'invalid' } | { kind: 'locked'; until: Date };
export type CodeCheck = { kind: 'ok' } | CodeFailure;

/**
 * Inside the caller's transaction: the latest code of the phone must be a live code sent for `purpose` (a code
 * sent for something else never counts). A wrong code counts toward the code's tries and the phone's lock; a
 * right one is consumed. The outcome is returned, not thrown, so the failure it records is committed.
 */
export async function checkLatestCode(
  tx: Queryable,
  codeSecret: string,
  { phone, code, purpose, now }: { phone: string; code: string; purpose: CodePurpose; now: Date },
): Promise<CodeCheck> {
  await lockPhone(tx, phone);
  const lockedUntil = await phoneLockedUntil(tx, phone, now);
  if (lockedUntil && lockedUntil > now) return { kind: 'locked', until: lockedUntil };

  const current = await latestCode(tx, phone);
  if (current?.purpose !== purpose || current.consumedAt || current.expiresAt <= now) return { kind: 'expired' };
  if (current.attempts >= MAX_WRONG_TRIES_PER_CODE) return { kind: 'dead' };
  if (!sameHash(current.codeHash, hashLoginCode(codeSecret, phone, code))) {
    const attempts = await countWrongTry(tx, current.id, phone, now);
    const lockedNow = await phoneLockedUntil(tx, phone, now);
    if (lockedNow && lockedNow > now) return { kind: 'locked', until: lockedNow };
    return { kind: attempts >= MAX_WRONG_TRIES_PER_CODE ? 'dead' : 'invalid' };
  }
  await consumeCode(tx, current.id, now);
  return { kind: 'ok' };
}

/** The localized answer to a failed check, on the `code` field (or 429 while the phone is locked). */
export function codeCheckError(outcome: CodeFailure, now: Date, lang: Lang): AppError {
  switch (outcome.kind) {
    case 'locked':
      return lockedError(outcome.until, now, lang);
    case 'expired':
      return fieldError('code', 'auth.code_expired');
    case 'dead':
      return fieldError('code', 'auth.code_attempts');
    case 'invalid':
      return fieldError('code', 'auth.code_invalid');
  }
}
