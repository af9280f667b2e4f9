import type { OpsRole, OpsUser, opsUserListQuerySchema } from '@portal/contract';
import { and, arrayContains, asc, count, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type * as v from 'valibot';
import { revokeOtherSessions } from '../../../identity/auth/session-queries';
import { advisoryXactLock } from '../../../platform/db/advisory-lock';
import type { Queryable } from '../../../platform/db/database';
import { containsPattern } from '../../../platform/db/like';
import { opsStaff, users } from '../../../platform/db/schema/index';
import { AppError, fieldError, notFound } from '../../../platform/http/app-error';
import { pageWindow } from '../../../platform/http/list-query';
import type { SignedInContext } from '../../../platform/http/request-context';
import { recordOpsAction } from '../audit/record-ops-action';
import { phonePatterns } from '../phone-search';

// The operations team, managed by its admins (issue 27.2): add a person with roles, change the roles, deactivate
// (every session ends at once) or reactivate. The team always keeps one active admin, and an admin can neither
// take away their own admin role nor deactivate themselves. Each change is one transaction with its audit row.

const system = (ctx: SignedInContext) => ctx.systemDb('ops: the operations team');

const columns = {
  id: users.id,
  name: users.fullName,
  phone: users.phone,
  roles: opsStaff.roles,
  deactivatedAt: opsStaff.deactivatedAt,
  createdAt: opsStaff.createdAt,
};
type Row = { id: string; name: string; phone: string; roles: OpsRole[]; deactivatedAt: Date | null; createdAt: Date };

const toOpsUser = (row: Row): OpsUser => ({
  id: row.id,
  name: row.name,
  phone: row.phone,
  roles: row.roles,
  active: row.deactivatedAt === null,
  deactivated_at: row.deactivatedAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

const team = (db: Queryable) => db.select(columns).from(opsStaff).innerJoin(users, eq(users.id, opsStaff.userId));

export async function listOpsUsers(
  ctx: SignedInContext,
  query: v.InferOutput<typeof opsUserListQuerySchema>,
): Promise<{ items: OpsUser[]; total: number }> {
  const filters: (SQL | undefined)[] = [];
  if (query.q) {
    filters.push(
      or(ilike(users.fullName, containsPattern(query.q)), ...phonePatterns(query.q).map((p) => ilike(users.phone, p))),
    );
  }
  if (query.role) filters.push(arrayContains(opsStaff.roles, [query.role]));
  if (query.active !== undefined)
    filters.push(query.active ? isNull(opsStaff.deactivatedAt) : isNotNull(opsStaff.deactivatedAt));
  const where = and(...filters);
  const db = system(ctx);
  const { limit, offset } = pageWindow(query);
  const rows = await team(db).where(where).orderBy(asc(users.fullName), asc(users.id)).limit(limit).offset(offset);
  const [total] = await db
    .select({ n: count() })
    .from(opsStaff)
    .innerJoin(users, eq(users.id, opsStaff.userId))
    .where(where);
  return { items: rows.map(toOpsUser), total: total?.n ?? 0 };
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export async function createOpsUser(
  ctx: SignedInContext,
  body: { name: string; phone: string; roles: OpsRole[] },
): Promise<OpsUser> {
  try {
    return await system(ctx).transaction(async (tx) => {
      const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.phone, body.phone)).limit(1);
      if (taken) throw fieldError('phone', 'ops.phone_taken');
      const [user] = await tx
        .insert(users)
        .values({ fullName: body.name, phone: body.phone, accountType: 'ops', createdAt: ctx.now })
        .returning({ id: users.id });
      const id = user!.id;
      await tx.insert(opsStaff).values({ userId: id, roles: body.roles, createdAt: ctx.now, updatedAt: ctx.now });
      await recordOpsAction(tx, ctx.actor, ctx.now, {
        action: 'ops_user.create',
        targetType: 'ops_user',
        targetId: id,
        companyId: null,
        details: { name: body.name, phone: body.phone, roles: body.roles },
      });
      return toOpsUser((await team(tx).where(eq(users.id, id)))[0]!);
    });
  } catch (error) {
    // Two admins adding the same phone at once: the second meets the unique phone.
    if (isUniqueViolation(error)) throw fieldError('phone', 'ops.phone_taken');
    throw error;
  }
}

export async function updateOpsUser(
  ctx: SignedInContext,
  id: string,
  body: { roles?: OpsRole[] | undefined; active?: boolean | undefined },
): Promise<OpsUser> {
  return system(ctx).transaction(async (tx) => {
    // One team change at a time: "the last active admin" is decided on a settled team.
    await advisoryXactLock(tx, 'ops_staff');
    const [row] = await team(tx).where(eq(users.id, id)).for('update', { of: opsStaff });
    if (!row) throw notFound('ops.not_ops_user');
    const self = id === ctx.actor.userId;
    const roles = body.roles ?? row.roles;
    const active = body.active ?? row.deactivatedAt === null;
    if (self && row.roles.includes('admin') && !roles.includes('admin'))
      throw fieldError('roles', 'ops.own_admin_role');
    if (self && !active) throw fieldError('active', 'ops.deactivate_self');
    const wasActiveAdmin = row.roles.includes('admin') && row.deactivatedAt === null;
    if (wasActiveAdmin && !(roles.includes('admin') && active)) {
      const [others] = await tx
        .select({ n: count() })
        .from(opsStaff)
        .where(and(arrayContains(opsStaff.roles, ['admin']), isNull(opsStaff.deactivatedAt)));
      if ((others?.n ?? 0) <= 1) throw new AppError(409, 'ops.last_admin');
    }
    const deactivatedAt = active ? null : (row.deactivatedAt ?? ctx.now);
    await tx.update(opsStaff).set({ roles, deactivatedAt, updatedAt: ctx.now }).where(eq(opsStaff.userId, id));
    // Deactivated: refused at once, every session of theirs ends now (the caller cache empties at this answer).
    if (!active && row.deactivatedAt === null) await revokeOtherSessions(tx, id, ctx.now);
    await recordOpsAction(tx, ctx.actor, ctx.now, {
      action: 'ops_user.update',
      targetType: 'ops_user',
      targetId: id,
      companyId: null,
      details: {
        name: row.name,
        roles: { from: row.roles, to: roles },
        active: { from: row.deactivatedAt === null, to: active },
      },
    });
    return toOpsUser({ ...row, roles, deactivatedAt });
  });
}
