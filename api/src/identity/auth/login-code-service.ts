import { setTimeout as sleep } from 'node:timers/promises';
import { hashLoginCode, newLoginCode } from '../../platform/ability/tokens';
import { findUserByPhone } from '../../platform/ability/user-queries';
import { AppError, fieldError, retryLater } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { CODE_TTL_SECONDS, HOUR_MS, MAX_CODES_PER_HOUR, MAX_CODES_PER_HOUR_PER_PHONE } from './auth-limits';
import { checkLatestCode, codeCheckError } from './code-check';
import type { CodePurpose, CodeSender } from './code-sender/code-sender';
import type { SendTiming } from './code-sender/send-timing';
import { rememberDevice } from './known-devices';
import { codesSince, deleteCode, insertCode, lockPhone } from './login-code-queries';
import { takePendingRegistration } from './pending-registrations';
import { registerCompany } from './registration-service';
import { createSession } from './session-queries';
import { lockedError, secondsUntil, signInLockedUntil } from './sign-in-locks';
import { addressSource, type SignInSource } from './sign-in-source';

/** How codes are made and delivered: app-wide, not per request (the request's part comes in `ctx`). */
export interface CodeDelivery {
  codeSecret: string;
  sender: CodeSender;
  /** Seconds before the next code to the same phone (spec: 60; config.codeResendSeconds). */
  resendAfterSeconds: number;
  /** How long deliveries take lately: an undelivered code waits as long (issue 26.6). */
  timing: SendTiming;
}

/** The codes that open a session at auth/phone/verify (never a reset or password code, issue 16.4). */
const SIGN_IN_PURPOSES: readonly CodePurpose[] = ['login', 'register', 'invite'];

/** The hourly limit reached at the oldest of `recent` when it holds `limit` codes, as seconds to wait. */
const hourlyWait = (recent: Array<{ createdAt: Date }>, limit: number, now: Date) => {
  const oldest = recent[limit - 1];
  return oldest ? secondsUntil(oldest.createdAt.getTime() + HOUR_MS, now) : null;
};

/**
 * Creates and sends a new code for the phone, unless the source is locked out of codes for it, asked less than
 * the resend wait ago or already got 5 codes this hour, or every address together asked 20 (known devices are outside that
 * cap: a stranger cannot use it up for the owner). A code the channel could not deliver is withdrawn.
 *
 * `deliver: false` (a phone without an account, issue 26.6): the same checks, the same code row and the same answer,
 * but nothing is sent; the time a delivery takes is waited instead, so neither the answer nor its timing nor the
 * limits tell whether the phone has an account. Nobody knows that code, and verifying it opens nothing.
 */
export async function issueLoginCode(
  ctx: RequestContext,
  codes: CodeDelivery,
  {
    phone,
    purpose,
    source = addressSource(ctx),
    deliver = true,
  }: { phone: string; purpose: CodePurpose; source?: SignInSource; deliver?: boolean },
) {
  const { now, lang } = ctx;
  const resendAfterMs = codes.resendAfterSeconds * 1000;
  const issued = await ctx.db.transaction(async (tx) => {
    await lockPhone(tx, phone);
    const lockedUntil = await signInLockedUntil(tx, { phone, source, kind: 'code', now });
    if (lockedUntil) throw lockedError(lockedUntil, now, lang);

    const hourAgo = new Date(now.getTime() - HOUR_MS);
    const recent = await codesSince(tx, { phone, source: source.key }, hourAgo, MAX_CODES_PER_HOUR);
    const latest = recent[0];
    if (latest && now.getTime() - latest.createdAt.getTime() < resendAfterMs) {
      throw retryLater('auth.resend_wait', secondsUntil(latest.createdAt.getTime() + resendAfterMs, now));
    }
    const wait =
      hourlyWait(recent, MAX_CODES_PER_HOUR, now) ??
      (source.knownDevice
        ? null
        : hourlyWait(
            await codesSince(tx, { phone, addressesOnly: true }, hourAgo, MAX_CODES_PER_HOUR_PER_PHONE),
            MAX_CODES_PER_HOUR_PER_PHONE,
            now,
          ));
    if (wait !== null) throw retryLater('auth.hourly_limit', wait, { count: Math.ceil(wait / 60) });

    const code = newLoginCode();
    const id = await insertCode(tx, {
      phone,
      codeHash: hashLoginCode(codes.codeSecret, phone, code),
      purpose,
      source: source.key,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
    });
    return { id, code };
  });

  const answer = { phone, resend_after: codes.resendAfterSeconds, expires_in: CODE_TTL_SECONDS };
  if (!deliver) {
    await sleep(codes.timing.typicalMs());
    return answer;
  }
  try {
    const started = performance.now();
    await codes.sender.send(phone, issued.code, purpose, lang);
    codes.timing.record(performance.now() - started);
  } catch (error) {
    await deleteCode(ctx.db, issued.id);
    ctx.log.error({ err: error, phone }, 'login code could not be sent');
    throw new AppError(502, 'auth.sender_failed');
  }
  return answer;
}

/**
 * auth/phone/verify: checks the latest sign-in code of the phone and opens a session. A registration code first
 * creates the company and its owner from the pending registration (issue 16.5: nothing exists before). The answer
 * carries the device token the browser keeps, so it counts as a known device next time.
 */
export async function verifyLoginCode(
  ctx: RequestContext,
  codes: CodeDelivery,
  { phone, code, device_token }: { phone: string; code: string; device_token?: string | undefined },
  source: SignInSource,
) {
  const { now, lang } = ctx;
  // Wrong tries are committed before the error is answered (so they count): the check returns its outcome.
  const checked = await ctx.db.transaction((tx) =>
    checkLatestCode(tx, codes.codeSecret, { phone, code, purposes: SIGN_IN_PURPOSES, source, now }),
  );
  if (checked.kind !== 'ok') throw codeCheckError(checked, now, lang);
  if (checked.purpose === 'register') {
    const pending = await takePendingRegistration(ctx.db, phone, now);
    if (!pending) throw fieldError('code', 'auth.code_expired');
    await registerCompany(ctx, pending);
  }
  return ctx.db.transaction(async (tx) => {
    const user = await findUserByPhone(tx, phone);
    if (!user) throw fieldError('code', 'auth.code_expired');
    return {
      token: await createSession(tx, user.id, now),
      device_token: await rememberDevice(tx, user.id, device_token, now),
    };
  });
}
