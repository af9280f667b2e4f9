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
  const { now } = ctx;
  const user = await findUserByPhone(ctx.db, phone);
  if (!user) return;
  const all = await listMemberships(ctx.systemDb("sign-in: the person's access in every company"), user.id);
  if (all.length === 0) return;
  const active = all.some((m) => !m.expiresAt || m.expiresAt.getTime() > now.getTime());
  if (active) return;
  const lastEnd = Math.max(...all.map((m) => m.expiresAt?.getTime() ?? 0));
  throw fieldError('phone', 'access.sign_in_expired', { date: dateFromExpiresAt(new Date(lastEnd)) });
}
