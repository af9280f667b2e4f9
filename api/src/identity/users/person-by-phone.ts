import type { PhoneLookup } from '@portal/contract';
import { findUserByPhone } from '../../platform/ability/user-queries';
import type { CompanyContext } from '../../platform/http/request-context';
import { findMemberNameOfUser } from './member-queries';

/**
 * GET auth/user/phone/:phone: whether the phone can be added to the caller's company, and its member's name when it
 * already is one. Nothing about people outside the company (issue 16.5): an admin is not a directory of users.
 */
export async function findPersonByPhone(ctx: CompanyContext, { phone }: { phone: string }): Promise<PhoneLookup> {
  const user = await findUserByPhone(ctx.db, phone);
  const member = user ? await findMemberNameOfUser(ctx.scope, user.id) : null;
  return { phone, can_invite: member === null, member };
}
