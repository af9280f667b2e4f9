import type { CompanyInvitation, UserCompany } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../insights/audit/audit-queries';
import { memberships } from '../../platform/db/schema/index';
import { notFound } from '../../platform/http/app-error';
import type { SignedInContext } from '../../platform/http/request-context';
import { userCompanies } from '../auth/user-companies-service';
import { findPendingInvitation, pendingInvitationsOf } from './invitation-queries';
import { lockCompanyAccess } from './member-queries';

// The invited person's answer (issue 26.6). They are no member of the company yet, so no company scope applies:
// every read and write names the caller's own user id, and an invitation of someone else is simply not found.

const reason = 'invitations: the invited person is not a member of the company yet';

/** GET /auth/user/invitations: what waits for the caller's answer. */
export async function listInvitations(ctx: SignedInContext): Promise<CompanyInvitation[]> {
  const rows = await pendingInvitationsOf(ctx.systemDb(reason), ctx.actor.userId);
  return rows.map((row) => ({
    id: row.id,
    company: { id: row.companyId, name: { ar: row.nameAr, en: row.nameEn }, logo_url: row.logoUrl },
    role: { title: row.roleName },
    invited_at: (row.invitedAt ?? new Date(0)).toISOString(),
  }));
}

/** Accepts or declines, in one transaction with the company's audit entry; the actor is the person. */
async function answer(ctx: SignedInContext, id: string, to: 'active' | 'declined') {
  const { now } = ctx;
  const userId = ctx.actor.userId;
  await ctx.systemDb(reason).transaction(async (tx) => {
    const seen = await findPendingInvitation(tx, id, userId);
    if (!seen) throw notFound();
    // Every member change of the company holds this lock: read again under it, so an answer never crosses a
    // cancellation, an edit or a second answer.
    await lockCompanyAccess(tx, seen.companyId);
    const invitation = await findPendingInvitation(tx, id, userId);
    if (!invitation) throw notFound();
    await tx.update(memberships).set({ status: to, respondedAt: now, updatedAt: now }).where(eq(memberships.id, id));
    const kind = invitation.roleType === 'Company Resident' ? 'resident' : 'user';
    await recordAudit(tx, {
      companyId: invitation.companyId,
      actor: { userId, name: invitation.fullName },
      action: `${kind}.updated`,
      target: { type: kind, id, label: `${invitation.fullName} (${invitation.phone})` },
      changes: { status: { from: 'invited', to } },
      at: now,
    });
  });
}

/** The company joins the caller's list with the role, branches and expiry chosen at the invitation. */
export async function acceptInvitation(ctx: SignedInContext, { id }: { id: string }): Promise<UserCompany> {
  await answer(ctx, id, 'active');
  const joined = (await userCompanies(ctx)).find((company) => company.role_id === id);
  if (!joined) throw notFound();
  return joined;
}

/** The company sees 'declined'; it may cancel (delete) the invitation or send it again. */
export async function declineInvitation(ctx: SignedInContext, { id }: { id: string }): Promise<null> {
  await answer(ctx, id, 'declined');
  return null;
}
