import { eq, inArray } from 'drizzle-orm';
import { companies, opsStaff } from '../db/schema/index';
import { fieldError } from '../http/app-error';
import type { RequestContext } from '../http/request-context';
import { dateFromExpiresAt } from './expiry-date';
import { listMemberships } from './membership-queries';
import { findUserByPhone } from './user-queries';

/**
 * A person whose every company access has expired cannot sign in (code request and code check both refuse),
 * with the date it ended; the API already refuses their requests (current-membership). So is a person whose every
 * company is suspended by ops, with that reason (the access hook refuses a session they already have).
 */
export async function ensureSignInAllowed(ctx: RequestContext, { phone }: { phone: string }) {
  const user = await findUserByPhone(ctx.db, phone);
  if (!user) return;
  // A deactivated member of the operations team (issue 27.2), as an expired company member.
  if (user.accountType === 'ops' && !(await opsStaffActive(ctx, user.id))) {
    throw fieldError('phone', 'access.ops_deactivated');
  }
  const all = await membershipsOf(ctx, user.id);
  const lastEnd = expiredAccessEnd(ctx.now, all);
  if (lastEnd) throw fieldError('phone', 'access.sign_in_expired', { date: dateFromExpiresAt(lastEnd) });
  // Every company they may still enter is suspended by ops (issue 27.6): told now, not after signing in.
  if (await everyCompanySuspended(ctx, standing(ctx.now, all))) {
    throw fieldError('phone', 'access.company_suspended_sign_in');
  }
}

/** The memberships that have not expired. */
const standing = <M extends { companyId: string; expiresAt: Date | null }>(now: Date, all: M[]) =>
  all.filter((m) => !m.expiresAt || m.expiresAt.getTime() > now.getTime());

async function everyCompanySuspended(ctx: RequestContext, all: Array<{ companyId: string }>): Promise<boolean> {
  if (all.length === 0) return false;
  const rows = await ctx
    .systemDb('sign-in: whether ops suspended the companies')
    .select({ suspendedAt: companies.suspendedAt })
    .from(companies)
    .where(
      inArray(
        companies.id,
        all.map((m) => m.companyId),
      ),
    );
  return rows.length > 0 && rows.every((row) => row.suspendedAt !== null);
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
 * Provider accounts have no memberships and are never "ended" here; an ops account ends when deactivated.
 */
export async function companyAccessEnded(
  ctx: RequestContext,
  user: { id: string; accountType: string },
): Promise<boolean> {
  if (user.accountType === 'ops') return !(await opsStaffActive(ctx, user.id));
  const all = await membershipsOf(ctx, user.id);
  if (all.length === 0) return user.accountType === 'company';
  return expiredAccessEnd(ctx.now, all) !== null;
}

/** An ops account with a role row that is not deactivated. */
async function opsStaffActive(ctx: RequestContext, userId: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ deactivatedAt: opsStaff.deactivatedAt })
    .from(opsStaff)
    .where(eq(opsStaff.userId, userId))
    .limit(1);
  return row !== undefined && row.deactivatedAt === null;
}
