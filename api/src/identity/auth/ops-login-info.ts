import { type LoginInfo, opsRulesOf } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';
import { opsStaff } from '../../platform/db/schema/index';
import { forbidden, membershipGone } from '../../platform/http/app-error';

/** The team an ops account works in: it stands where a company account's company is (no id, no Role-Id). */
const OPERATIONS_TEAM = { id: '', name: { ar: 'فريق العمليات', en: 'Operations' }, logo_url: null };

/**
 * The role part of an ops account's login info (issue 27.2): account type ops, its ops roles and their rules, so
 * the shell gates the console with the same CASL rules the API enforces. A deactivated agent is refused.
 */
export async function opsLoginRole(db: Queryable, userId: string): Promise<LoginInfo['role']> {
  const [staff] = await db.select().from(opsStaff).where(eq(opsStaff.userId, userId)).limit(1);
  if (!staff) throw forbidden('access.ops_role_missing');
  if (staff.deactivatedAt) throw membershipGone('access.ops_deactivated');
  return {
    id: '',
    company: OPERATIONS_TEAM,
    role: { title: staff.roles.join(', ') },
    is_admin: staff.roles.includes('admin'),
    account_type: 'ops',
    ability: opsRulesOf(staff.roles),
    ops_roles: staff.roles,
  };
}
