import type { Queryable } from '../../platform/db/database';
import { type AppError, retryLater } from '../../platform/http/app-error';
import type { Lang } from '../../platform/i18n/translate';
import {
  FAILURE_WINDOW_MS,
  MAX_FAILURES_PER_PHONE,
  MAX_FAILURES_PER_WINDOW,
  PASSWORD_BACKOFF_BASE_MS,
  PASSWORD_BACKOFF_CAP_MS,
} from './auth-limits';
import { type FailureKind, failuresSince, insertFailure } from './login-code-queries';
import type { SignInSource } from './sign-in-source';

// Issue 16.4: wrong codes and wrong passwords are separate budgets, each counted per phone + source in a sliding
// 24 h window. A source that spent its budget is locked for that phone; the phone-wide cap (all addresses
// together) stops a spread-out attack, but never a known device, which keeps its own budget only. For passwords the
// phone-wide cap is a back-off, not a lock (issue 26.6): a new address of the owner waits minutes, not a day.

const until = (failures: Array<{ failedAt: Date }>, limit: number) => {
  const oldest = failures[limit - 1];
  return oldest ? new Date(oldest.failedAt.getTime() + FAILURE_WINDOW_MS) : null;
};

/** Enough rows to reach the cap: each failure past the budget doubles the wait. */
const BACKOFF_ROWS =
  MAX_FAILURES_PER_PHONE + Math.ceil(Math.log2(PASSWORD_BACKOFF_CAP_MS / PASSWORD_BACKOFF_BASE_MS)) + 1;

/** Past the phone-wide budget: the latest failure plus 2 s, 4 s, 8 s … up to the cap (newest failures first). */
function backoff(failures: Array<{ failedAt: Date }>): Date | null {
  const over = failures.length - MAX_FAILURES_PER_PHONE;
  const latest = failures[0];
  if (over < 0 || !latest) return null;
  const wait = Math.min(PASSWORD_BACKOFF_BASE_MS * 2 ** over, PASSWORD_BACKOFF_CAP_MS);
  return new Date(latest.failedAt.getTime() + wait);
}

/** When the source may try `kind` again for the phone, or null when it may now. */
export async function signInLockedUntil(
  tx: Queryable,
  { phone, source, kind, now }: { phone: string; source: SignInSource; kind: FailureKind; now: Date },
): Promise<Date | null> {
  const since = new Date(now.getTime() - FAILURE_WINDOW_MS);
  const own = until(
    await failuresSince(tx, { phone, kind, source: source.key }, since, MAX_FAILURES_PER_WINDOW),
    MAX_FAILURES_PER_WINDOW,
  );
  const phoneWide = source.knownDevice
    ? null
    : kind === 'password'
      ? backoff(await failuresSince(tx, { phone, kind, addressesOnly: true }, since, BACKOFF_ROWS))
      : until(
          await failuresSince(tx, { phone, kind, addressesOnly: true }, since, MAX_FAILURES_PER_PHONE),
          MAX_FAILURES_PER_PHONE,
        );
  const latest = [own, phoneWide].filter((at): at is Date => at !== null && at > now).sort((a, b) => +b - +a)[0];
  return latest ?? null;
}

/** Records one failure of the source, then answers the lock it may have caused. */
export async function recordSignInFailure(
  tx: Queryable,
  input: { phone: string; source: SignInSource; kind: FailureKind; now: Date },
): Promise<Date | null> {
  await insertFailure(tx, { phone: input.phone, source: input.source.key, kind: input.kind, failedAt: input.now });
  return signInLockedUntil(tx, input);
}

export const secondsUntil = (at: number, now: Date) => Math.max(1, Math.ceil((at - now.getTime()) / 1000));

function formatLocalTime(at: Date, lang: Lang): string {
  const locale = lang === 'ar' ? 'ar-u-ca-gregory-nu-latn' : lang;
  return new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Riyadh', dateStyle: 'medium', timeStyle: 'short' }).format(
    at,
  );
}

/** 429 while the source is locked out of the phone's sign-in, with the local time it ends. */
export function lockedError(until: Date, now: Date, lang: Lang): AppError {
  const seconds = secondsUntil(until.getTime(), now);
  return retryLater(
    'auth.phone_locked',
    seconds,
    { until: formatLocalTime(until, lang), count: Math.ceil(seconds / 60) },
    { locked_until: until.toISOString() },
  );
}
