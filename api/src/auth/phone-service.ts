import type { PhoneLookup } from '@portal/contract';
import { fieldError } from '../http/app-error';
import type { CompanyContext, RequestContext } from '../http/request-context';
import { findMemberNameOfUser } from '../users/member-queries';
import { hasPendingRegistration } from './pending-registrations';
import { findUserByPhone } from './user-queries';

/**
 * POST auth/phone/check: the phone is valid (the body schema checked it) and normalised. Whether it has an account
 * is not said (issue 16.5): the answer is the same for every phone, and nothing is read.
 */
export function phoneCheck({ phone }: { phone: string }) {
  return { phone };
}

/**
 * The code auth/login sends: a login code to a registered phone; to a phone whose registration still waits for its
 * code, the registration code again (verifying it completes the registration, issue 16.5). Others are refused.
 */
export async function signInCodePurpose(ctx: RequestContext, { phone }: { phone: string }) {
  if (await findUserByPhone(ctx.db, phone)) return 'login' as const;
  if (await hasPendingRegistration(ctx.db, phone, ctx.now)) return 'register' as const;
  throw fieldError('phone', 'auth.phone_not_registered');
}

/** A code is only sent to a registered phone (sign-in, password reset). */
export async function ensurePhoneRegistered(ctx: RequestContext, { phone }: { phone: string }): Promise<void> {
  if (!(await findUserByPhone(ctx.db, phone))) throw fieldError('phone', 'auth.phone_not_registered');
}

/**
 * GET auth/user/phone/:phone: whether the phone can be added to the caller's company, and its member's name when it
 * already is one. Nothing about people outside the company (issue 16.5): an admin is not a directory of users.
 */
export async function findPersonByPhone(ctx: CompanyContext, { phone }: { phone: string }): Promise<PhoneLookup> {
  const user = await findUserByPhone(ctx.db, phone);
  const member = user ? await findMemberNameOfUser(ctx.scope, user.id) : null;
  return { phone, can_invite: member === null, member };
}
