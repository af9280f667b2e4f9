import type { PhoneLookup } from '@portal/contract';
import { fieldError } from '../http/app-error';
import type { CompanyContext, RequestContext } from '../http/request-context';
import { findMembershipOfUser } from '../users/member-queries';
import { findUserByPhone } from './user-queries';

/** POST auth/phone/check: whether a phone number is registered. */
export async function phoneCheck(ctx: RequestContext, { phone }: { phone: string }) {
  return { phone, exists: (await findUserByPhone(ctx.db, phone)) !== null };
}

/** A code is only sent to a registered phone (sign-in, password reset). */
export async function ensurePhoneRegistered(ctx: RequestContext, { phone }: { phone: string }): Promise<void> {
  if (!(await findUserByPhone(ctx.db, phone))) throw fieldError('phone', 'auth.phone_not_registered');
}

/** GET auth/user/phone/:phone: the person a phone belongs to, and their membership in the caller's company. */
export async function findPersonByPhone(ctx: CompanyContext, { phone }: { phone: string }): Promise<PhoneLookup> {
  const user = await findUserByPhone(ctx.db, phone);
  if (!user) return { phone, user: null, member_id: null };
  const membership = await findMembershipOfUser(ctx.scope, user.id);
  return {
    phone,
    user: { id: user.id, full_name: user.fullName, email: user.email },
    member_id: membership?.id ?? null,
  };
}
