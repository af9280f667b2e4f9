import { riyadhDate, riyadhInstant } from '@portal/contract';
import { buildAbility } from '../../platform/ability/build-ability';
import type { Db } from '../../platform/db/database';
import { rolePermissions, roles } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import type { CompanyContext, SignedInContext, Translate } from '../../platform/http/request-context';
import { translate } from '../../platform/i18n/translate';
import type { Logger } from '../../platform/logger';

// The request contexts and roles every seed step shares: the seed runs the API's own services, so it needs what a
// route would hand them (one "now", English, a silent log) and the roles a signed-up company starts with.

const silent: Logger = { info() {}, warn() {}, error() {}, debug() {} } as unknown as Logger;

type Rule = { action: string; subject: string };

/** A signed-in user (ops or provider) outside any company, at the moment `now`. */
export function seedSignedInContext(tx: Db, userId: string, now: Date): SignedInContext {
  return {
    now,
    lang: 'en' as const,
    t: ((key, params) => translate('en', key, params)) as Translate,
    log: silent,
    ip: 'seed',
    db: tx,
    systemDb: () => tx,
    actor: { userId, sessionId: 'seed', token: 'seed' },
    scope: null,
    ability: null,
  } as SignedInContext;
}

/** A request context of a company member for seeding through the API's own services (one "now", English). */
export function seedCompanyContext(
  tx: Db,
  scope: CompanyScope,
  member: { userId: string; rules: readonly Rule[] },
  now: Date,
): CompanyContext {
  const signedIn = seedSignedInContext(tx, member.userId, now);
  return {
    ...signedIn,
    actor: {
      ...signedIn.actor,
      membershipId: 'seed',
      companyId: scope.companyId,
      roleId: 'seed',
      accountType: 'company',
      isAdmin: member.rules.some((rule) => rule.action === 'manage'),
    },
    scope,
    ability: buildAbility(member.rules as never),
  } as CompanyContext;
}

/** The day after `date` (`YYYY-MM-DD`). */
export const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The company's owner (manage all, as registration makes the Admin role) acting at `at`. */
export const seedOwnerContext = (tx: Db, scope: CompanyScope, ownerId: string, at: Date): CompanyContext =>
  seedCompanyContext(tx, scope, { userId: ownerId, rules: [{ action: 'manage', subject: 'all' }] }, at);

/**
 * The two sides of a seeded visit booked this morning (07:00 Riyadh, or now when earlier): the company's owner
 * (manage all) books it, ops confirm and assign it, each through the API's own services.
 */
export function seedVisitBooking(tx: Db, scope: CompanyScope, input: { ownerId: string; opsId: string; now: Date }) {
  const today = riyadhDate(input.now);
  const morning = new Date(Math.min(input.now.getTime(), riyadhInstant(today, 7 * 60).getTime()));
  const company = seedOwnerContext(tx, scope, input.ownerId, morning);
  const ops = { ...company, actor: { userId: input.opsId, sessionId: 'seed', token: 'seed' }, scope: null } as never;
  return { today, morning, company, ops };
}

/** A company role with its rules (the Admin role is `manage all`, as registration makes it). */
export async function seedRole(
  tx: Db,
  companyId: string,
  role: Pick<typeof roles.$inferInsert, 'name' | 'type' | 'isAdmin'>,
  rules: readonly Omit<typeof rolePermissions.$inferInsert, 'roleId'>[],
): Promise<string> {
  const [row] = await tx
    .insert(roles)
    .values({ companyId, ...role })
    .returning({ id: roles.id });
  await tx.insert(rolePermissions).values(rules.map((rule) => ({ roleId: row!.id, ...rule })));
  return row!.id;
}

export const seedAdminRole = (tx: Db, companyId: string) =>
  seedRole(tx, companyId, { name: 'Admin', type: 'Admin', isAdmin: true }, [{ action: 'manage', subject: 'all' }]);
