import { companyAccessEnded } from '../../platform/ability/sign-in-access';
import { findUserByPhone } from '../../platform/ability/user-queries';
import type { RequestContext } from '../../platform/http/request-context';
import { hasPendingRegistration } from './pending-registrations';

/**
 * POST auth/phone/check: the phone is valid (the body schema checked it) and normalised. Whether it has an account
 * is not said (issue 16.5): the answer is the same for every phone, and nothing is read.
 */
export function phoneCheck({ phone }: { phone: string }) {
  return { phone };
}

/**
 * The code auth/login sends: a login code to a registered phone; to a phone whose registration still waits for its
 * code, the registration code again (verifying it completes the registration, issue 16.5). Null for any other
 * phone: it gets the same answer, but no code is delivered (issue 26.6).
 */
export async function signInCodePurpose(ctx: RequestContext, { phone }: { phone: string }) {
  if (await findUserByPhone(ctx.db, phone)) return 'login' as const;
  if (await hasPendingRegistration(ctx.db, phone, ctx.now)) return 'register' as const;
  return null;
}

/**
 * Whether a password reset code is delivered: only to a person whose company access has not ended (issue 26.6);
 * every other phone gets the same answer and no code.
 */
export async function mayResetPassword(ctx: RequestContext, { phone }: { phone: string }): Promise<boolean> {
  const user = await findUserByPhone(ctx.db, phone);
  return user !== null && !(await companyAccessEnded(ctx, user));
}
