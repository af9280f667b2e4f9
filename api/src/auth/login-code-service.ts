import type { Queryable } from '../db/database';
import { AppError, fieldError, retryLater } from '../http/app-error';
import type { RequestContext } from '../http/request-context';
import type { Lang } from '../i18n/translate';
import {
  CODE_TTL_SECONDS,
  FAILURE_WINDOW_MS,
  HOUR_MS,
  MAX_CODES_PER_HOUR,
  MAX_FAILURES_PER_WINDOW,
  MAX_WRONG_TRIES_PER_CODE,
  RESEND_AFTER_SECONDS,
} from './auth-limits';
import type { CodePurpose, CodeSender } from './code-sender/code-sender';
import {
  codesSince,
  consumeCode,
  countWrongTry,
  deleteCode,
  failuresSince,
  insertCode,
  latestCode,
  lockPhone,
} from './login-code-queries';
import { createSession } from './session-queries';
import { hashLoginCode, newLoginCode, sameHash } from './tokens';
import { findUserByPhone } from './user-queries';

/** How codes are made and delivered: app-wide, not per request (the request's part comes in `ctx`). */
export interface CodeDelivery {
  codeSecret: string;
  sender: CodeSender;
}

const secondsUntil = (at: number, now: Date) => Math.max(1, Math.ceil((at - now.getTime()) / 1000));

function formatLocalTime(at: Date, lang: Lang): string {
  const locale = lang === 'ar' ? 'ar-u-ca-gregory-nu-latn' : lang;
  return new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Riyadh', dateStyle: 'medium', timeStyle: 'short' }).format(
    at,
  );
}

/** Locked when the phone collected the maximum of wrong codes in the sliding 24 h window. */
export async function phoneLockedUntil(tx: Queryable, phone: string, now: Date): Promise<Date | null> {
  const failures = await failuresSince(tx, phone, new Date(now.getTime() - FAILURE_WINDOW_MS), MAX_FAILURES_PER_WINDOW);
  const oldest = failures[MAX_FAILURES_PER_WINDOW - 1];
  return oldest ? new Date(oldest.failedAt.getTime() + FAILURE_WINDOW_MS) : null;
}

export function lockedError(until: Date, now: Date, lang: Lang): AppError {
  const seconds = secondsUntil(until.getTime(), now);
  return retryLater(
    'auth.phone_locked',
    seconds,
    { until: formatLocalTime(until, lang), count: Math.ceil(seconds / 60) },
    { locked_until: until.toISOString() },
  );
}

/**
 * Creates and sends a new code for the phone, unless the phone is locked, asked less than 60 s ago or already
 * got 5 codes this hour. A code the channel could not deliver is withdrawn.
 */
export async function issueLoginCode(
  ctx: RequestContext,
  codes: CodeDelivery,
  { phone, purpose }: { phone: string; purpose: CodePurpose },
) {
  const { now, lang } = ctx;
  const issued = await ctx.db.transaction(async (tx) => {
    await lockPhone(tx, phone);
    const lockedUntil = await phoneLockedUntil(tx, phone, now);
    if (lockedUntil && lockedUntil > now) throw lockedError(lockedUntil, now, lang);

    const recent = await codesSince(tx, phone, new Date(now.getTime() - HOUR_MS));
    const latest = recent[0];
    if (latest && now.getTime() - latest.createdAt.getTime() < RESEND_AFTER_SECONDS * 1000) {
      throw retryLater('auth.resend_wait', secondsUntil(latest.createdAt.getTime() + RESEND_AFTER_SECONDS * 1000, now));
    }
    const oldestCounted = recent[MAX_CODES_PER_HOUR - 1];
    if (oldestCounted) {
      const seconds = secondsUntil(oldestCounted.createdAt.getTime() + HOUR_MS, now);
      throw retryLater('auth.hourly_limit', seconds, { count: Math.ceil(seconds / 60) });
    }

    const code = newLoginCode();
    const id = await insertCode(tx, {
      phone,
      codeHash: hashLoginCode(codes.codeSecret, phone, code),
      purpose,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
    });
    return { id, code };
  });

  try {
    await codes.sender.send(phone, issued.code, purpose, lang);
  } catch (error) {
    await deleteCode(ctx.db, issued.id);
    ctx.log.error({ err: error, phone }, 'login code could not be sent');
    throw new AppError(502, 'auth.sender_failed');
  }
  return { phone, resend_after: RESEND_AFTER_SECONDS, expires_in: CODE_TTL_SECONDS };
}

type VerifyOutcome =
  | { kind: 'ok'; token: string }
  | { kind: 'expired' | 'dead' | 'invalid' }
  | { kind: 'locked'; until: Date };

/**
 * Checks the latest code of the phone and opens a session. Wrong tries are committed before the error is
 * answered (so they count), which is why failures are returned from the transaction rather than thrown in it.
 */
export async function verifyLoginCode(
  ctx: RequestContext,
  codes: CodeDelivery,
  { phone, code }: { phone: string; code: string },
) {
  const { now, lang } = ctx;
  const outcome = await ctx.db.transaction(async (tx): Promise<VerifyOutcome> => {
    await lockPhone(tx, phone);
    const lockedUntil = await phoneLockedUntil(tx, phone, now);
    if (lockedUntil && lockedUntil > now) return { kind: 'locked', until: lockedUntil };

    const current = await latestCode(tx, phone);
    if (!current || current.consumedAt || current.expiresAt <= now) return { kind: 'expired' };
    if (current.attempts >= MAX_WRONG_TRIES_PER_CODE) return { kind: 'dead' };

    if (!sameHash(current.codeHash, hashLoginCode(codes.codeSecret, phone, code))) {
      const attempts = await countWrongTry(tx, current.id, phone, now);
      const lockedNow = await phoneLockedUntil(tx, phone, now);
      if (lockedNow && lockedNow > now) return { kind: 'locked', until: lockedNow };
      return { kind: attempts >= MAX_WRONG_TRIES_PER_CODE ? 'dead' : 'invalid' };
    }

    await consumeCode(tx, current.id, now);
    const user = await findUserByPhone(tx, phone);
    if (!user) return { kind: 'expired' };
    return { kind: 'ok', token: await createSession(tx, user.id, now) };
  });

  switch (outcome.kind) {
    case 'ok':
      return { token: outcome.token };
    case 'locked':
      throw lockedError(outcome.until, now, lang);
    case 'expired':
      throw fieldError('code', 'auth.code_expired');
    case 'dead':
      throw fieldError('code', 'auth.code_attempts');
    case 'invalid':
      throw fieldError('code', 'auth.code_invalid');
  }
}
