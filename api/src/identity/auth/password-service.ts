import { findUserById, findUserByPhone } from '../../platform/ability/user-queries';
import { fieldError, unauthenticated } from '../../platform/http/app-error';
import type { RequestContext, SignedInContext } from '../../platform/http/request-context';
import { type CodeCheck, type CodeFailure, checkLatestCode, codeCheckError } from './code-check';
import { rememberDevice } from './known-devices';
import { lockPhone } from './login-code-queries';
import { type CodeDelivery, issueLoginCode } from './login-code-service';
import { hashPassword, verifyPassword } from './password-hash';
import { setPasswordHash } from './password-queries';
import { createSession, revokeOtherSessions } from './session-queries';
import { lockedError, recordSignInFailure, signInLockedUntil } from './sign-in-locks';
import { addressSource, type SignInSource } from './sign-in-source';

// The password path of spec §5/§7. Wrong passwords have their own budget per phone + source (issue 16.4):
// guessing passwords never locks the owner out of signing in by code. As in code checks, a failure is committed
// before it is answered: outcomes come back from the transaction and are thrown after it.

type Failure = { kind: 'locked'; until: Date } | { kind: 'invalid' };

/**
 * POST auth/signin: phone + password → a session token and the device token. An unknown phone costs the same
 * scrypt run and the same writes as a wrong password (issue 16.4), so timing does not tell which phones exist.
 */
export async function signInWithPassword(
  ctx: RequestContext,
  { phone, password, device_token }: { phone: string; password: string; device_token?: string | undefined },
  source: SignInSource,
) {
  const { now, lang } = ctx;
  const lock = { phone, source, kind: 'password' as const, now };
  const outcome = await ctx.db.transaction(
    async (tx): Promise<Failure | { kind: 'ok'; token: string; device_token: string }> => {
      await lockPhone(tx, phone);
      const lockedUntil = await signInLockedUntil(tx, lock);
      if (lockedUntil) return { kind: 'locked', until: lockedUntil };
      const user = await findUserByPhone(tx, phone);
      // Always run scrypt (verifyPassword compares a missing hash against an unusable one).
      const matches = await verifyPassword(password, user?.passwordHash ?? null);
      if (!user || !matches) {
        const lockedNow = await recordSignInFailure(tx, lock);
        return lockedNow ? { kind: 'locked', until: lockedNow } : { kind: 'invalid' };
      }
      return {
        kind: 'ok',
        token: await createSession(tx, user.id, now),
        device_token: await rememberDevice(tx, user.id, device_token, now),
      };
    },
  );
  if (outcome.kind === 'ok') return { token: outcome.token, device_token: outcome.device_token };
  if (outcome.kind === 'locked') throw lockedError(outcome.until, now, lang);
  throw fieldError('password', 'auth.credentials_invalid');
}

/**
 * POST auth/resetPassword step 2: the latest code of the phone must be a live reset code. Sets the password,
 * consumes the code and ends every session of the user (whoever held the old password is signed out).
 */
export async function resetPassword(
  ctx: RequestContext,
  codes: CodeDelivery,
  input: { phone: string; code: string; password: string },
) {
  const { now, lang } = ctx;
  // scrypt is slow on purpose: hash before taking the phone lock.
  const passwordHash = await hashPassword(input.password);
  const outcome = await ctx.db.transaction(async (tx): Promise<CodeCheck> => {
    const user = await findUserByPhone(tx, input.phone);
    const checked = await checkLatestCode(tx, codes.codeSecret, {
      ...input,
      purposes: ['reset'],
      source: addressSource(ctx),
      now,
    });
    if (checked.kind !== 'ok') return checked;
    if (!user) return { kind: 'expired' };
    await setPasswordHash(tx, user.id, passwordHash);
    await revokeOtherSessions(tx, user.id, now);
    return checked;
  });
  if (outcome.kind !== 'ok') throw codeCheckError(outcome, now, lang);
  return null;
}

/**
 * POST auth/user/password (issue 16.7: re-authentication first). Changing a password needs the current one (a
 * wrong one counts toward the phone's lock, so a stolen session cannot guess it freely). Setting the FIRST password
 * needs a fresh WhatsApp code sent to the user's phone (POST auth/user/password/code): a session alone is not
 * enough, however recent, since whoever holds a stolen or unattended session could otherwise turn it into a
 * lasting password; the code proves the phone is at hand. Other sessions of the user end; this one stays.
 */
export async function changePassword(
  ctx: SignedInContext,
  codes: CodeDelivery,
  input: { current_password?: string; code?: string; password: string },
) {
  const { now, lang, actor: caller } = ctx;
  const passwordHash = await hashPassword(input.password);
  const outcome = await ctx.db.transaction(
    async (
      tx,
    ): Promise<
      | Failure
      | { kind: 'ok' }
      | { kind: 'code'; failed: CodeFailure }
      | { kind: 'missing'; field: 'current_password' | 'code' }
    > => {
      const user = await findUserById(tx, caller.userId);
      if (!user) return { kind: 'invalid' };
      if (user.passwordHash) {
        if (input.current_password === undefined) return { kind: 'missing', field: 'current_password' };
        await lockPhone(tx, user.phone);
        const lock = { phone: user.phone, source: addressSource(ctx), kind: 'password' as const, now };
        const lockedUntil = await signInLockedUntil(tx, lock);
        if (lockedUntil) return { kind: 'locked', until: lockedUntil };
        if (!(await verifyPassword(input.current_password, user.passwordHash))) {
          const lockedNow = await recordSignInFailure(tx, lock);
          return lockedNow ? { kind: 'locked', until: lockedNow } : { kind: 'invalid' };
        }
      } else {
        if (input.code === undefined) return { kind: 'missing', field: 'code' };
        const checked = await checkLatestCode(tx, codes.codeSecret, {
          phone: user.phone,
          code: input.code,
          purposes: ['password'],
          source: addressSource(ctx),
          now,
        });
        if (checked.kind !== 'ok') return { kind: 'code', failed: checked };
      }
      await setPasswordHash(tx, user.id, passwordHash);
      await revokeOtherSessions(tx, user.id, now, caller.sessionId);
      return { kind: 'ok' };
    },
  );
  if (outcome.kind === 'ok') return null;
  if (outcome.kind === 'missing') throw fieldError(outcome.field, 'validation.required');
  if (outcome.kind === 'code') throw codeCheckError(outcome.failed, now, lang);
  if (outcome.kind === 'locked') throw lockedError(outcome.until, now, lang);
  throw fieldError('current_password', 'auth.current_password_invalid');
}

/** POST auth/user/password/code: a code to the caller's own phone, to set a first password with. */
export async function sendPasswordCode(ctx: SignedInContext, codes: CodeDelivery) {
  const user = await findUserById(ctx.db, ctx.actor.userId);
  if (!user) throw unauthenticated();
  return issueLoginCode(ctx, codes, { phone: user.phone, purpose: 'password' });
}
