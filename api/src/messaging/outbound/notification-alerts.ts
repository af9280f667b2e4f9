import { BELL_READ_RULE, type NotificationType } from '@portal/contract';
import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import { abilityOf } from '../../platform/ability/build-ability';
import type { Queryable } from '../../platform/db/database';
import {
  companies,
  membershipBranches,
  memberships,
  notifications,
  rolePermissions,
} from '../../platform/db/schema/index';
import type { DispatchedEvent } from '../../platform/events/event-queries';
import { visibleTo } from '../../platform/events/event-visibility';
import type { Lang } from '../../platform/i18n/translate';
import { choicesOf } from './recipient-choices';
import type { PushData } from './senders';

// Push for the decisions ops make about a company and for ops replies (issue 27.3): the event the decision records
// carries the id of the in-app notification written beside it (record-event.ts notificationId), and push says what
// that notification says — its texts in the recipient's language, its type (the preference that governs it), its
// data (what the shell opens, data.page). Reading the notification rather than restating texts per event type keeps
// one source of words for the bell and the phone. Who gets it is the stream's rule (events/event-visibility.ts):
// a member whose role may read the bell and the resource the event names, within their branch limit, so push,
// stream and REST never disagree; a notification addressed to one user reaches that user only, under the same rule.

/** The notification id an event carries; none: not a notification push (order events have their own, order-alerts). */
export function notificationIdOf(event: { payload: Record<string, unknown> }): string | null {
  const id = event.payload.notification_id;
  return typeof id === 'string' && id !== '' ? id : null;
}

interface Member {
  userId: string;
  roleId: string;
  membershipId: string;
}

/** The company's current members (active, within their dates, company not suspended), or the one addressee. */
async function membersOf(tx: Queryable, companyId: string, userId: string | null, now: Date): Promise<Member[]> {
  return tx
    .select({ userId: memberships.userId, roleId: memberships.roleId, membershipId: memberships.id })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(
      and(
        eq(memberships.companyId, companyId),
        eq(memberships.status, 'active'),
        or(isNull(memberships.expiresAt), gt(memberships.expiresAt, now)),
        isNull(companies.suspendedAt),
        userId ? eq(memberships.userId, userId) : undefined,
      ),
    );
}

/** The members who may read what the event names, as a stream of theirs would be granted it (stream-access.ts). */
async function readersOf(tx: Queryable, members: Member[], event: DispatchedEvent): Promise<string[]> {
  if (members.length === 0) return [];
  const roleIds = [...new Set(members.map((member) => member.roleId))];
  const permissions = await tx
    .select({ roleId: rolePermissions.roleId, action: rolePermissions.action, subject: rolePermissions.subject })
    .from(rolePermissions)
    .where(inArray(rolePermissions.roleId, roleIds));
  const limits = await tx
    .select({ membershipId: membershipBranches.membershipId, branchId: membershipBranches.branchId })
    .from(membershipBranches)
    .where(
      inArray(
        membershipBranches.membershipId,
        members.map((member) => member.membershipId),
      ),
    );
  return members
    .filter((member) => {
      const rules = permissions
        .filter((rule) => rule.roleId === member.roleId)
        .map(({ action, subject }) => ({ action, subject }));
      const ability = abilityOf(rules);
      if (!ability.can(BELL_READ_RULE.action, BELL_READ_RULE.subject)) return false;
      const branchIds = limits.filter((limit) => limit.membershipId === member.membershipId).map((l) => l.branchId);
      return visibleTo({ ability, branchIds }, event) !== null;
    })
    .map((member) => member.userId);
}

/** One push per member who may read it and keeps in-app on for its type, in their language. */
export async function notificationPushes(
  tx: Queryable,
  event: DispatchedEvent & { companyId: string },
  notificationId: string,
  now: Date,
): Promise<{ userId: string; message: PushData }[]> {
  const [notification] = await tx
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, notificationId), eq(notifications.companyId, event.companyId)));
  if (!notification) return [];
  const type = notification.type as NotificationType;
  const readers = await readersOf(tx, await membersOf(tx, event.companyId, notification.userId, now), event);
  const title = notification.title as Record<Lang, string>;
  const body = notification.body as Record<Lang, string>;
  // The shell reads data.reference / data.page to open the right page when tapped (shell/src/push/push-target.ts).
  const payload = JSON.stringify({
    ...(notification.data as Record<string, unknown>),
    notification_id: notification.id,
  });
  const choices = await choicesOf(tx, readers, type);
  const pushes: { userId: string; message: PushData }[] = [];
  for (const userId of readers) {
    const { channels, lang } = choices.get(userId)!;
    if (!channels.in_app) continue;
    pushes.push({ userId, message: { type, title: title[lang], body: body[lang], payload } });
  }
  return pushes;
}
