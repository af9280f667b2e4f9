import { and, asc, desc, eq, ilike, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../platform/db/like';
import { notificationPreferences, notificationReads, notifications } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import type { Lang } from '../../platform/i18n/translate';

/**
 * What a member sees: the company's notifications addressed to everyone or to them, minus the types they
 * switched off in-app. The company filter comes from the scope.
 */
function visibleTo(scope: CompanyScope, userId: string, ...more: (SQL | undefined)[]) {
  const mutedTypes = scope.db
    .select({ type: notificationPreferences.type })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.inApp, false)));
  return scope.owned(
    notifications,
    or(isNull(notifications.userId), eq(notifications.userId, userId)),
    notInArray(notifications.type, mutedTypes),
    ...more,
  );
}

const readBy = (userId: string) =>
  and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.userId, userId));

export interface NotificationFilter {
  unreadOnly: boolean;
  /** Searched in the texts of this language. */
  search?: { text: string; lang: Lang };
}

function filterConditions(filter: NotificationFilter) {
  const search = filter.search;
  const pattern = search ? containsPattern(search.text) : '';
  return [
    filter.unreadOnly ? isNull(notificationReads.readAt) : undefined,
    search
      ? or(
          ilike(sql`${notifications.title}->>${search.lang}`, pattern),
          ilike(sql`${notifications.body}->>${search.lang}`, pattern),
        )
      : undefined,
  ];
}

export const notificationSortColumns = { created_at: notifications.createdAt, type: notifications.type };
type SortColumn = (typeof notificationSortColumns)[keyof typeof notificationSortColumns];

export function listNotifications(
  scope: CompanyScope,
  userId: string,
  filter: NotificationFilter,
  order: { column: SortColumn; desc: boolean },
  window: { limit: number; offset: number },
) {
  return scope.db
    .select({
      id: notifications.id,
      type: notifications.type,
      title: notifications.title,
      body: notifications.body,
      data: notifications.data,
      createdAt: notifications.createdAt,
      readAt: notificationReads.readAt,
    })
    .from(notifications)
    .leftJoin(notificationReads, readBy(userId))
    .where(visibleTo(scope, userId, ...filterConditions(filter)))
    .orderBy(order.desc ? desc(order.column) : asc(order.column), desc(notifications.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countNotifications(scope: CompanyScope, userId: string, filter: NotificationFilter) {
  const [row] = await scope.db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .leftJoin(notificationReads, readBy(userId))
    .where(visibleTo(scope, userId, ...filterConditions(filter)));
  return row?.count ?? 0;
}

export const countUnread = (scope: CompanyScope, userId: string) =>
  countNotifications(scope, userId, { unreadOnly: true });

export async function isVisible(scope: CompanyScope, userId: string, notificationId: string) {
  const [row] = await scope.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(visibleTo(scope, userId, eq(notifications.id, notificationId)))
    .limit(1);
  return row !== undefined;
}

export async function markRead(scope: CompanyScope, userId: string, notificationId: string, now: Date) {
  await scope.db.insert(notificationReads).values({ notificationId, userId, readAt: now }).onConflictDoNothing();
}

/** Marks every visible unread notification as read, in one statement. */
export async function markAllRead(scope: CompanyScope, userId: string, now: Date) {
  const unread = scope.db
    .select({
      notificationId: notifications.id,
      userId: sql<string>`${userId}::uuid`.as('user_id'),
      readAt: sql<Date>`${now.toISOString()}::timestamptz`.as('read_at'),
    })
    .from(notifications)
    .leftJoin(notificationReads, readBy(userId))
    .where(visibleTo(scope, userId, isNull(notificationReads.readAt)));
  await scope.db.insert(notificationReads).select(unread).onConflictDoNothing();
}
