import type { NOTIFICATION_SORT_KEYS, Notification, NotificationList, SortedListQuery } from '@portal/contract';
import { notFound } from '../../platform/http/app-error';
import { pageWindow, sortColumn } from '../../platform/http/list-query';
import type { CompanyContext } from '../../platform/http/request-context';
import type { Lang } from '../../platform/i18n/translate';
import {
  countNotifications,
  countUnread,
  isVisible,
  listNotifications,
  markAllRead,
  markRead,
  notificationSortColumns,
} from './notification-queries';

type Row = Awaited<ReturnType<typeof listNotifications>>[number];

const textIn = (texts: unknown, lang: Lang): string => {
  const record = (texts ?? {}) as Partial<Record<Lang, string>>;
  return record[lang] ?? record.en ?? '';
};

const toNotification = (row: Row, lang: Lang): Notification => ({
  id: row.id,
  type: row.type,
  title: textIn(row.title, lang),
  body: textIn(row.body, lang),
  data: (row.data ?? {}) as Record<string, unknown>,
  created_at: row.createdAt.toISOString(),
  read_at: row.readAt ? row.readAt.toISOString() : null,
});

/** The caller's notifications, newest first by default, with their unread count. */
export async function notificationList(
  ctx: CompanyContext,
  query: SortedListQuery<typeof NOTIFICATION_SORT_KEYS> & { unread: boolean },
): Promise<NotificationList> {
  const { scope, lang } = ctx;
  const { userId } = ctx.actor;
  const filter = { unreadOnly: query.unread, search: query.q ? { text: query.q, lang } : undefined };
  const column = sortColumn(query, notificationSortColumns, notificationSortColumns.created_at);
  // Without an explicit sort the newest come first.
  const order = { column, desc: query.sortBy ? query.sortDesc : true };
  const [rows, total, unread] = await Promise.all([
    listNotifications(scope, userId, filter, order, pageWindow(query)),
    countNotifications(scope, userId, filter),
    countUnread(scope, userId),
  ]);
  return {
    items: rows.map((row) => toNotification(row, lang)),
    total,
    page: query.page,
    perPage: query.perPage,
    unread,
  };
}

export async function unreadCount(ctx: CompanyContext) {
  return { unread: await countUnread(ctx.scope, ctx.actor.userId) };
}

/** Marks one notification read (idempotent); one the caller cannot see is not found. */
export async function readOne(ctx: CompanyContext, { id }: { id: string }) {
  if (!(await isVisible(ctx.scope, ctx.actor.userId, id))) throw notFound();
  await markRead(ctx.scope, ctx.actor.userId, id, ctx.now);
  return unreadCount(ctx);
}

export async function readAll(ctx: CompanyContext) {
  await markAllRead(ctx.scope, ctx.actor.userId, ctx.now);
  return unreadCount(ctx);
}
