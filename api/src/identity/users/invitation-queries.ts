import { and, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';
import { companies, memberships, roles, sessions, users } from '../../platform/db/schema/index';
import { defaultLang, type Lang, languages } from '../../platform/i18n/translate';

// The person's side of an invitation (issue 26.6): read by the invited user's id, never through a company scope
// (they are not a member yet), so every query here names that user.

const companyColumns = {
  companyId: companies.id,
  nameAr: companies.nameAr,
  nameEn: companies.nameEn,
  logoUrl: companies.logoUrl,
};

/** The invitations waiting for the person's answer, newest first. */
export function pendingInvitationsOf(db: Queryable, userId: string) {
  return db
    .select({ id: memberships.id, ...companyColumns, roleName: roles.name, invitedAt: memberships.invitedAt })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(and(eq(memberships.userId, userId), eq(memberships.status, 'invited')))
    .orderBy(desc(memberships.invitedAt), desc(memberships.id));
}

/** One invitation of the person still waiting for an answer; null when there is none. */
export async function findPendingInvitation(db: Queryable, id: string, userId: string) {
  const [row] = await db
    .select({
      id: memberships.id,
      companyId: memberships.companyId,
      roleType: memberships.roleType,
      fullName: sql<string>`coalesce(${memberships.fullName}, ${users.fullName})`,
      phone: users.phone,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.id, id), eq(memberships.userId, userId), eq(memberships.status, 'invited')))
    .limit(1);
  return row ?? null;
}

/** What the WhatsApp notice of an invitation needs: the phone, the company's name, the person's language. */
export async function invitationNoticeOf(db: Queryable, companyId: string, membershipId: string) {
  const [row] = await db
    .select({ userId: users.id, phone: users.phone, nameAr: companies.nameAr, nameEn: companies.nameEn })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(
      and(eq(memberships.id, membershipId), eq(memberships.companyId, companyId), eq(memberships.status, 'invited')),
    )
    .limit(1);
  if (!row) return null;
  const lang = await lastLanguageOf(db, row.userId);
  return { phone: row.phone, company: lang === 'ar' ? row.nameAr : row.nameEn, lang };
}

/** The language of the device the person used last (device_data.language, sent with login info). */
async function lastLanguageOf(db: Queryable, userId: string): Promise<Lang> {
  const [session] = await db
    .select({ language: sql<string | null>`${sessions.deviceData}->>'language'` })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.lastSeenAt))
    .limit(1);
  const language = session?.language ?? '';
  return (languages as readonly string[]).includes(language) ? (language as Lang) : defaultLang;
}
