import { eq } from 'drizzle-orm';
import { localized, notifyCompany } from '../../messaging/notifications/notify-company';
import { openCompanyAccounts } from '../../money/ledger/index';
import { findUserByPhone } from '../../platform/ability/user-queries';
import { advisoryXactLock } from '../../platform/db/advisory-lock';
import type { Queryable } from '../../platform/db/database';
import { companies, memberships, rolePermissions, roles, users } from '../../platform/db/schema/index';
import { companyScope } from '../../platform/db/scoped-db';
import { fieldError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';

export interface Registration {
  companyName: string;
  ownerName: string;
  phone: string;
  email: string;
}

/** True when the error (or one it wraps, as drizzle does) is PostgreSQL's unique_violation. */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Whether a company was already registered with this phone as its owner's. */
async function ownsCompany(db: Queryable, phone: string): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.ownerPhone, phone)).limit(1);
  return row !== undefined;
}

/** Whether the phone may register a company: not a platform account, and no company registered with it yet. */
async function registrationRefused(db: Queryable, phone: string): Promise<boolean> {
  const existing = await findUserByPhone(db, phone);
  return existing !== null && (existing.accountType !== 'company' || (await ownsCompany(db, phone)));
}

/** Refuses (422 on phone) a registration that would fail, before its login code is sent. */
export async function ensureCanRegister(ctx: RequestContext, phone: string): Promise<void> {
  if (await registrationRefused(ctx.db, phone)) throw fieldError('phone', 'auth.phone_taken');
}

/**
 * A new company with its owner: company, user, Admin role allowed everything (manage all), membership and an
 * empty wallet, in one transaction: either all of it exists afterwards or none.
 * A phone another company invited (a user without a company of their own) may still register theirs (issue 16.5):
 * the existing person becomes its owner, their profile left as it is. Only a phone that already registered a
 * company, or a platform (ops) account, is refused.
 */
export async function registerCompany(ctx: RequestContext, input: Registration) {
  const { now } = ctx;
  const db = ctx.systemDb('registration: a new company, its roles and its owner');
  try {
    return await db.transaction(async (tx) => {
      // Two registrations of one phone take turns, so the ownership check below holds.
      await advisoryXactLock(tx, `register:${input.phone}`);
      if (await registrationRefused(tx, input.phone)) throw fieldError('phone', 'auth.phone_taken');
      const existing = await findUserByPhone(tx, input.phone);
      const [company] = await tx
        .insert(companies)
        .values({
          nameAr: input.companyName,
          nameEn: input.companyName,
          ownerName: input.ownerName,
          ownerPhone: input.phone,
          ownerEmail: input.email,
          createdAt: now,
        })
        .returning({ id: companies.id });
      const [user] = existing
        ? [existing]
        : await tx
            .insert(users)
            .values({ fullName: input.ownerName, phone: input.phone, email: input.email, createdAt: now })
            .returning({ id: users.id });
      const [role] = await tx
        .insert(roles)
        .values({ companyId: company!.id, name: 'Admin', type: 'Admin', isAdmin: true, createdAt: now })
        .returning({ id: roles.id });
      await tx.insert(rolePermissions).values({ roleId: role!.id, action: 'manage', subject: 'all' });
      await tx
        .insert(memberships)
        .values({ userId: user!.id, companyId: company!.id, roleId: role!.id, roleType: 'Admin', createdAt: now });
      // Wallet, credit line (limit 0 until ops grant one) and receivable: balances live in the ledger.
      await openCompanyAccounts(companyScope(tx, { companyId: company!.id, membershipId: null }));
      await notifyCompany(tx, {
        companyId: company!.id,
        type: 'GENERAL',
        title: localized('notifications.welcome_title'),
        body: localized('notifications.welcome_body', { company: input.companyName }),
        createdAt: now,
      });
      return { companyId: company!.id, userId: user!.id };
    });
  } catch (error) {
    // Two registrations of one phone at the same moment: the unique index decides, the loser gets the 422.
    if (isUniqueViolation(error)) throw fieldError('phone', 'auth.phone_taken');
    throw error;
  }
}
