import { findUserByPhone } from '../auth/user-queries';
import { fieldError } from '../http/app-error';
import type { RequestContext } from '../http/request-context';
import { dateFromExpiresAt } from '../users/expiry-date';
import { listMemberships } from './membership-queries';

/**
 * A person whose every company access has expired cannot sign in (code request and code check both refuse),
 * with the date it ended; the API already refuses their requests (current-membership).
 */
export async function ensureSignInAllowed(ctx: RequestContext, { phone }: { phone: string }) {
  const user = await findUserByPhone(ctx.db, phone);
  if (!user) return;
  const lastEnd = expiredAccessEnd(ctx.now, await membershipsOf(ctx, user.id));
  if (lastEnd) throw fieldError('phone', 'access.sign_in_expired', { date: dateFromExpiresAt(lastEnd) });
}

const membershipsOf = (ctx: RequestContext, userId: string) =>
  listMemberships(ctx.systemDb("sign-in: the person's access in every company"), userId);

/** When the person's last company access ended, if every one of them has; null while one stands (or none exist). */
function expiredAccessEnd(now: Date, all: Array<{ expiresAt: Date | null }>): Date | null {
  if (all.length === 0) return null;
  if (all.some((m) => !m.expiresAt || m.expiresAt.getTime() > now.getTime())) return null;
  return new Date(Math.max(...all.map((m) => m.expiresAt?.getTime() ?? 0)));
}

/**
 * A company account whose access is over (issue 26.6): every membership expired, or removed from every company.
 * Ops and provider accounts have no memberships and are never "ended" here.
 */
export async function companyAccessEnded(
  ctx: RequestContext,
  user: { id: string; accountType: string },
): Promise<boolean> {
  const all = await membershipsOf(ctx, user.id);
  if (all.length === 0) return user.accountType === 'company';
  return expiredAccessEnd(ctx.now, all) !== null;
}
