import { fieldError } from '../http/app-error';
import type { RequestContext, SignedInContext } from '../http/request-context';
import { MAX_WRONG_TRIES_PER_CODE } from './auth-limits';
import { consumeCode, countWrongTry, latestCode, lockPhone } from './login-code-queries';
import { type CodeDelivery, lockedError, phoneLockedUntil } from './login-code-service';
import { hashPassword, verifyPassword } from './password-hash';
import { recordSignInFailure, revokeOtherSessions, setPasswordHash } from './password-queries';
import { createSession } from './session-queries';
import { hashLoginCode, sameHash } from './tokens';
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

type ResetOutcome = { kind: 'ok' } | { kind: 'expired' | 'dead' | 'invalid' } | { kind: 'locked'; until: Date };

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
  const outcome = await ctx.db.transaction(async (tx): Promise<ResetOutcome> => {
    await lockPhone(tx, input.phone);
    const lockedUntil = await phoneLockedUntil(tx, input.phone, now);
    if (lockedUntil && lockedUntil > now) return { kind: 'locked', until: lockedUntil };

    const current = await latestCode(tx, input.phone);
    if (current?.purpose !== 'reset' || current.consumedAt || current.expiresAt <= now) {
      return { kind: 'expired' };
    }
    if (current.attempts >= MAX_WRONG_TRIES_PER_CODE) return { kind: 'dead' };
    if (!sameHash(current.codeHash, hashLoginCode(codes.codeSecret, input.phone, input.code))) {
      const attempts = await countWrongTry(tx, current.id, input.phone, now);
      const lockedNow = await phoneLockedUntil(tx, input.phone, now);
      if (lockedNow && lockedNow > now) return { kind: 'locked', until: lockedNow };
      return { kind: attempts >= MAX_WRONG_TRIES_PER_CODE ? 'dead' : 'invalid' };
    }
    const user = await findUserByPhone(tx, input.phone);
    if (!user) return { kind: 'expired' };
    await consumeCode(tx, current.id, now);
    await setPasswordHash(tx, user.id, passwordHash);
    await revokeOtherSessions(tx, user.id, now);
    return { kind: 'ok' };
  });
  switch (outcome.kind) {
    case 'ok':
      return null;
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

/**
 * POST auth/user/password: a user who has a password proves it first (a wrong one counts toward the phone's
 * lock, so a stolen session cannot guess it freely). Other sessions of the user end; this one stays.
 */
export async function changePassword(ctx: SignedInContext, input: { current_password?: string; password: string }) {
  const { now, lang, actor: caller } = ctx;
  const passwordHash = await hashPassword(input.password);
  const outcome = await ctx.db.transaction(async (tx): Promise<Failure | { kind: 'ok' } | { kind: 'missing' }> => {
    const user = await findUserById(tx, caller.userId);
    if (!user) return { kind: 'invalid' };
    if (user.passwordHash) {
      if (input.current_password === undefined) return { kind: 'missing' };
      await lockPhone(tx, user.phone);
      const lockedUntil = await phoneLockedUntil(tx, user.phone, now);
      if (lockedUntil && lockedUntil > now) return { kind: 'locked', until: lockedUntil };
      if (!(await verifyPassword(input.current_password, user.passwordHash))) {
        await recordSignInFailure(tx, user.phone, now);
        const lockedNow = await phoneLockedUntil(tx, user.phone, now);
        return lockedNow && lockedNow > now ? { kind: 'locked', until: lockedNow } : { kind: 'invalid' };
      }
    }
    await setPasswordHash(tx, user.id, passwordHash);
    await revokeOtherSessions(tx, user.id, now, caller.sessionId);
    return { kind: 'ok' };
  });
  switch (outcome.kind) {
    case 'ok':
      return null;
    case 'missing':
      throw fieldError('current_password', 'validation.required');
    case 'locked':
      throw lockedError(outcome.until, now, lang);
    case 'invalid':
      throw fieldError('current_password', 'auth.current_password_invalid');
  }
}
