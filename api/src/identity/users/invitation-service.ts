import type { CompanyUser } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../insights/audit/audit-queries';
import { findUserById } from '../../platform/ability/user-queries';
import { memberships } from '../../platform/db/schema/index';
import { AppError, notFound, retryLater } from '../../platform/http/app-error';
import type { CompanyContext } from '../../platform/http/request-context';
import type { InvitationNoticeSender } from './invitation-notice';
import { invitationNoticeOf } from './invitation-queries';
import { branchesOf, findMember, lockCompanyAccess, toCompanyUser } from './member-queries';
import type { MemberContext } from './member-service';

/** A notice per minute at most: resending is a button, not a way to flood someone's WhatsApp. */
const INVITATION_RESEND_SECONDS = 60;

/** Sends the WhatsApp notice of a pending invitation (after its transaction; nothing is sent for an answered one). */
export async function sendInvitationNotice(ctx: CompanyContext, sender: InvitationNoticeSender, membershipId: string) {
  // The person's last device language is theirs, not the company's: read past the company scope.
  const db = ctx.systemDb('invitation notice: the language of a person who is not a member yet');
  const notice = await invitationNoticeOf(db, ctx.scope.companyId, membershipId);
  if (notice) await sender.send(notice);
}

/**
 * The inviting company sends the notice again (issue 26.6), also after a decline: the invitation waits for an
 * answer once more, with the role, branches and expiry it has now. A member who joined has nothing to resend.
 */
export async function resendInvitation(ctx: MemberContext, { id }: { id: string }): Promise<CompanyUser> {
  const { now } = ctx;
  const companyId = ctx.scope.companyId;
  const actorUser = await findUserById(ctx.db, ctx.actor.userId);
  const answer = await ctx.scope.companyWide().transaction(async (scope) => {
    await lockCompanyAccess(scope.db, companyId);
    const member = await findMember(scope, ctx.kind, id);
    if (!member) throw notFound();
    if (member.status === 'active') throw new AppError(409, 'access.not_invited');
    const sentAgo = member.invitedAt ? now.getTime() - member.invitedAt.getTime() : Number.POSITIVE_INFINITY;
    if (sentAgo < INVITATION_RESEND_SECONDS * 1000) {
      throw retryLater('access.invitation_wait', Math.ceil(INVITATION_RESEND_SECONDS - sentAgo / 1000));
    }
    await scope.update(
      memberships,
      { status: 'invited', invitedAt: now, respondedAt: null, updatedAt: now },
      eq(memberships.id, id),
    );
    await recordAudit(scope.db, {
      companyId,
      actor: { userId: ctx.actor.userId, name: actorUser?.fullName ?? '' },
      action: `${ctx.kind}.updated`,
      target: { type: ctx.kind, id, label: `${member.fullName} (${member.phone})` },
      changes: { status: { from: member.status, to: 'invited' } },
      at: now,
    });
    const row = (await findMember(scope, ctx.kind, id))!;
    return toCompanyUser(row, (await branchesOf(scope, [id])).get(id) ?? [], now);
  });
  try {
    await ctx.notifyInvitation(id);
  } catch (error) {
    // The invitation stands (the person still sees it in the portal); only the WhatsApp notice is missing.
    ctx.log.warn({ err: error }, 'invitation notice could not be sent');
    throw new AppError(502, 'access.invitation_not_sent');
  }
  return answer;
}
