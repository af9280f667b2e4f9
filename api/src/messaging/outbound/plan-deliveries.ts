import { and, asc, eq, gt, isNull, or } from 'drizzle-orm';
import type { Config } from '../../platform/config/config';
import { advisoryXactLock } from '../../platform/db/advisory-lock';
import type { Db, Queryable } from '../../platform/db/database';
import {
  memberships,
  orders,
  outboundCursor,
  outboundDeliveries,
  outboxEvents,
  users,
} from '../../platform/db/schema/index';
import type { Lang } from '../../platform/i18n/translate';
import { notificationIdOf, notificationPushes } from './notification-alerts';
import { alertTexts, ORDER_PREFERENCE_TYPE, type OrderAlert, orderAlertOf } from './order-alerts';
import { choicesOf, type RecipientChannels } from './recipient-choices';
import type { MailMessage, OutboundSenders, PushData, WhatsAppTemplateMessage } from './senders';

// The planner (hooked on the outbox dispatcher, outside every business transaction): reads the dispatched events
// after its cursor — by seq, the order in which they became visible, so none is skipped — and writes one
// pending delivery per event, user and configured channel the user opted in to: an order's messages to its creator,
// or the push of the in-app notification an ops decision's event carries (notification-alerts.ts). One transaction: the cursor
// moves with the rows it planned, so a crash plans the batch again and the unique key drops the repeats.

const BATCH = 100;

type PlannedMessage =
  | { channel: 'whatsapp'; message: WhatsAppTemplateMessage }
  | { channel: 'email'; message: MailMessage }
  | { channel: 'push'; message: PushData };

interface Recipient {
  userId: string;
  phone: string;
  email: string | null;
  lang: Lang;
  channels: RecipientChannels;
}

/** The order's creator while still a member of its company, with their choices and language. */
async function recipientOf(tx: Queryable, companyId: string, orderId: string, now: Date): Promise<Recipient | null> {
  const [row] = await tx
    .select({ userId: users.id, phone: users.phone, email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.createdBy))
    .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.companyId, orders.companyId)))
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.companyId, companyId),
        eq(memberships.status, 'active'),
        or(isNull(memberships.expiresAt), gt(memberships.expiresAt, now)),
      ),
    )
    .limit(1);
  if (!row) return null;
  const { lang, channels } = (await choicesOf(tx, [row.userId], ORDER_PREFERENCE_TYPE)).get(row.userId)!;
  return { ...row, lang, channels };
}

/** What each configured channel the recipient chose should carry; off or not chosen → nothing. */
function plannedMessages(
  alert: OrderAlert,
  recipient: Recipient,
  channels: { [K in keyof OutboundSenders]: boolean },
  config: Config['outbound'],
): PlannedMessage[] {
  const texts = alertTexts(alert, recipient.lang);
  const planned: PlannedMessage[] = [];
  if (alert.moment && channels.whatsapp && config.whatsappOrders && recipient.channels.whatsapp) {
    const { templates } = config.whatsappOrders;
    const template = { created: templates.created, on_the_way: templates.onTheWay, completed: templates.completed };
    planned.push({
      channel: 'whatsapp',
      message: {
        to: recipient.phone,
        template: template[alert.moment],
        lang: recipient.lang,
        parameters: [alert.reference],
      },
    });
  }
  if (alert.moment && channels.mail && recipient.channels.email && recipient.email) {
    planned.push({ channel: 'email', message: { to: recipient.email, subject: texts.title, text: texts.body } });
  }
  if (channels.push && recipient.channels.in_app) {
    // NEW_ORDER: the type whose snackbar View opens the order (spec §2), with the reference in the payload.
    const payload = JSON.stringify({ reference: alert.reference, order_id: alert.orderId });
    planned.push({ channel: 'push', message: { type: 'NEW_ORDER', ...texts, payload } });
  }
  return planned;
}

type OutboxRow = Pick<
  typeof outboxEvents.$inferSelect,
  'id' | 'companyId' | 'type' | 'payload' | 'seq' | 'branchId' | 'createdAt'
>;

/** The deliveries of one event: an order's messages (order-alerts.ts), or the push of the notification it carries. */
async function rowsOf(
  tx: Queryable,
  event: OutboxRow,
  channels: { [K in keyof OutboundSenders]: boolean },
  config: Config['outbound'],
  now: Date,
) {
  const alert = orderAlertOf(event);
  if (alert) {
    const recipient = await recipientOf(tx, event.companyId, alert.orderId, now);
    if (!recipient) return [];
    return plannedMessages(alert, recipient, channels, config).map((planned) => ({
      eventId: event.id,
      userId: recipient.userId,
      channel: planned.channel,
      message: planned.message,
      createdAt: now,
    }));
  }
  const notificationId = notificationIdOf(event);
  if (!notificationId || !channels.push) return [];
  const dispatched = { ...event, seq: Number(event.seq), createdAt: event.createdAt.toISOString() };
  const pushes = await notificationPushes(tx, dispatched, notificationId, now);
  return pushes.map(({ userId, message }) => ({
    eventId: event.id,
    userId,
    channel: 'push' as const,
    message,
    createdAt: now,
  }));
}

/**
 * Plans one batch; answers how many events it read (a full batch means: call again) and the deliveries it added
 * (each becomes a job on the queue).
 */
export async function planDeliveries(
  db: Db,
  channels: { [K in keyof OutboundSenders]: boolean },
  config: Config['outbound'],
  now: Date,
): Promise<{ read: number; planned: string[] }> {
  if (!channels.whatsapp && !channels.mail && !channels.push) return { read: 0, planned: [] };
  return db.transaction(async (tx) => {
    await advisoryXactLock(tx, 'outbound-plan');
    const [cursor] = await tx.select().from(outboundCursor).where(eq(outboundCursor.id, 1));
    const after = cursor?.seq ?? 0;
    const events = await tx
      .select({
        id: outboxEvents.id,
        companyId: outboxEvents.companyId,
        type: outboxEvents.type,
        payload: outboxEvents.payload,
        seq: outboxEvents.seq,
        branchId: outboxEvents.branchId,
        createdAt: outboxEvents.createdAt,
      })
      .from(outboxEvents)
      .where(gt(outboxEvents.seq, after))
      .orderBy(asc(outboxEvents.seq))
      .limit(BATCH);
    const planned: string[] = [];
    for (const event of events) {
      const rows = await rowsOf(tx, event, channels, config, now);
      if (rows.length === 0) continue;
      const added = await tx
        .insert(outboundDeliveries)
        .values(rows)
        .onConflictDoNothing()
        .returning({ id: outboundDeliveries.id });
      planned.push(...added.map((row) => row.id));
    }
    // Every event read moves the cursor, those of other types too.
    const reached = events.length > 0 ? Number(events[events.length - 1]!.seq) : after;
    await tx
      .insert(outboundCursor)
      .values({ id: 1, seq: reached })
      .onConflictDoUpdate({ target: outboundCursor.id, set: { seq: reached } });
    return { read: events.length, planned };
  });
}
