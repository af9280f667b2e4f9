import { hashLoginCode, sameHash } from '../../platform/ability/tokens';
import type { Queryable } from '../../platform/db/database';
import { type AppError, fieldError } from '../../platform/http/app-error';
import type { Lang } from '../../platform/i18n/translate';
import { MAX_WRONG_TRIES_PER_CODE } from './auth-limits';
import type { CodePurpose } from './code-sender/code-sender';
import { consumeCode, countWrongTry, latestCode, lockPhone } from './login-code-queries';
import { lockedError, recordSignInFailure, signInLockedUntil } from './sign-in-locks';
import type { SignInSource } from './sign-in-source';

export type CodeFailure = { kind: 'expired' | 'dead' | 'invalid' } | { kind: 'locked'; until: Date };
export type CodeCheck = { kind: 'ok'; purpose: CodePurpose } | CodeFailure;

/**
 * Inside the caller's transaction: the latest code of the phone sent for one of `purposes` must be live (a code
 * sent for anything else never counts: a reset code is not a login code, issue 16.4). A wrong code counts toward
 * the code's tries and the source's code budget for the phone; a right one is consumed. The outcome is returned,
 * not thrown, so the failure it records is committed.
 */
export async function checkLatestCode(
  tx: Queryable,
  codeSecret: string,
  {
    phone,
    code,
    purposes,
    source,
    now,
  }: { phone: string; code: string; purposes: readonly CodePurpose[]; source: SignInSource; now: Date },
): Promise<CodeCheck> {
  await lockPhone(tx, phone);
  const lock = { phone, source, kind: 'code' as const, now };
  const lockedUntil = await signInLockedUntil(tx, lock);
  if (lockedUntil) return { kind: 'locked', until: lockedUntil };

  const current = await latestCode(tx, phone, purposes);
  if (!current || current.consumedAt || current.expiresAt <= now) return { kind: 'expired' };
  if (current.attempts >= MAX_WRONG_TRIES_PER_CODE) return { kind: 'dead' };
  if (!sameHash(current.codeHash, hashLoginCode(codeSecret, phone, code))) {
    const attempts = await countWrongTry(tx, current.id);
    const lockedNow = await recordSignInFailure(tx, lock);
    if (lockedNow) return { kind: 'locked', until: lockedNow };
    return { kind: attempts >= MAX_WRONG_TRIES_PER_CODE ? 'dead' : 'invalid' };
  }
  await consumeCode(tx, current.id, now);
  return { kind: 'ok', purpose: current.purpose as CodePurpose };
}

/** The localized answer to a failed check, on the `code` field (or 429 while the source is locked). */
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
