import { fieldError, unauthenticated } from '../http/app-error';
import type { RequestContext, SignedInContext } from '../http/request-context';
import { type CodeCheck, type CodeFailure, checkLatestCode, codeCheckError } from './code-check';
import { lockPhone } from './login-code-queries';
import { type CodeDelivery, issueLoginCode, lockedError, phoneLockedUntil } from './login-code-service';
import { hashPassword, verifyPassword } from './password-hash';
import { recordSignInFailure, setPasswordHash } from './password-queries';
import { createSession, revokeOtherSessions } from './session-queries';
import { findUserById, findUserByPhone } from './user-queries';

// The password path of spec §5/§7. Wrong passwords and wrong codes share the per-phone failure budget, so
// switching between the two does not double an attacker's tries. As in code checks, a failure is committed
// before it is answered: outcomes come back from the transaction and are thrown after it.

type Failure = { kind: 'locked'; until: Date } | { kind: 'invalid' };

/** POST auth/signin: phone + password → a session token. */
export async function signInWithPassword(
  ctx: RequestContext,
  { phone, password }: { phone: string; password: string },
) {
  const { now, lang } = ctx;
  const outcome = await ctx.db.transaction(async (tx): Promise<Failure | { kind: 'ok'; token: string }> => {
    await lockPhone(tx, phone);
    const lockedUntil = await phoneLockedUntil(tx, phone, now);
    if (lockedUntil && lockedUntil > now) return { kind: 'locked', until: lockedUntil };
    const user = await findUserByPhone(tx, phone);
    if (!user || !(await verifyPassword(password, user.passwordHash))) {
      await recordSignInFailure(tx, phone, now);
      const lockedNow = await phoneLockedUntil(tx, phone, now);
      return lockedNow && lockedNow > now ? { kind: 'locked', until: lockedNow } : { kind: 'invalid' };
    }
    return { kind: 'ok', token: await createSession(tx, user.id, now) };
  });
  if (outcome.kind === 'ok') return { token: outcome.token };
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
    const checked = await checkLatestCode(tx, codes.codeSecret, { ...input, purpose: 'reset', now });
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
        const lockedUntil = await phoneLockedUntil(tx, user.phone, now);
        if (lockedUntil && lockedUntil > now) return { kind: 'locked', until: lockedUntil };
        if (!(await verifyPassword(input.current_password, user.passwordHash))) {
          await recordSignInFailure(tx, user.phone, now);
          const lockedNow = await phoneLockedUntil(tx, user.phone, now);
          return lockedNow && lockedNow > now ? { kind: 'locked', until: lockedNow } : { kind: 'invalid' };
        }
      } else {
        if (input.code === undefined) return { kind: 'missing', field: 'code' };
        const checked = await checkLatestCode(tx, codes.codeSecret, {
          phone: user.phone,
          code: input.code,
          purpose: 'password',
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
