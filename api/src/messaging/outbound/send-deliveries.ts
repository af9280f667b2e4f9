import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { outboundDeliveries, sessions } from '../../platform/db/schema/index';
import type { Logger } from '../../platform/logger';
import type { MailMessage, OutboundSenders, PushData, WhatsAppTemplateMessage } from './senders';

// The sender: takes a pending delivery (never one another process holds), sends it outside any transaction and
// records the outcome. Two ways in (ADR 0025): a queue job per delivery (sendDelivery: the queue retries a failure
// with back-off until MAX_ATTEMPTS), and the run-now pass over every pending row (sendDeliveries: tests and the
// `deliverOutbound` hook; a failure waits RETAKE_AFTER_MS). A row taken and never finished (a crash) is taken again
// after RETAKE_AFTER_MS. The row's claim keeps the two ways from sending one message twice.

const BATCH = 20;
export const MAX_ATTEMPTS = 5;
/** A pending row taken this long ago is taken again (failed attempt or crashed sender). */
const RETAKE_AFTER_MS = 60_000;

type DeliveryRow = typeof outboundDeliveries.$inferSelect;

async function claim(db: Db, now: Date): Promise<DeliveryRow[]> {
  const before = new Date(now.getTime() - RETAKE_AFTER_MS).toISOString();
  const result = await db.execute(sql`
    update outbound_deliveries set claimed_at = ${now.toISOString()}, attempts = attempts + 1
    where id in (
      select id from outbound_deliveries
      where status = 'pending' and (claimed_at is null or claimed_at < ${before})
      order by created_at limit ${BATCH} for update skip locked
    )
    returning id`);
  const ids = (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
  if (ids.length === 0) return [];
  return db.select().from(outboundDeliveries).where(inArray(outboundDeliveries.id, ids));
}

/** The push tokens of the user's live sessions: one per signed-in browser that allowed notifications. */
async function pushTokensOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ token: sessions.fcmToken })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), isNotNull(sessions.fcmToken)));
  return [...new Set(rows.map((row) => row.token!))];
}

async function deliver(db: Db, senders: OutboundSenders, row: DeliveryRow): Promise<void> {
  if (row.channel === 'whatsapp') {
    if (!senders.whatsapp) throw new Error('WhatsApp order notifications are off');
    await senders.whatsapp.send(row.message as WhatsAppTemplateMessage);
  } else if (row.channel === 'email') {
    if (!senders.mail) throw new Error('e-mail is off');
    await senders.mail.send(row.message as MailMessage);
  } else {
    if (!senders.push) throw new Error('web push is off');
    const tokens = await pushTokensOf(db, row.userId);
    if (tokens.length === 0) return;
    const { staleTokens } = await senders.push.send(tokens, row.message as PushData);
    if (staleTokens.length > 0) {
      await db.update(sessions).set({ fcmToken: null }).where(inArray(sessions.fcmToken, staleTokens));
    }
  }
}

/**
 * Sends one claimed row and records the outcome (after MAX_ATTEMPTS, or on the queue's last try, failed for good);
 * answers the error when it failed. `release`: a failed row is let go at once (the queue decides when to retry)
 * instead of waiting RETAKE_AFTER_MS.
 */
async function sendClaimed(
  db: Db,
  senders: OutboundSenders,
  row: DeliveryRow,
  context: { now: () => Date; log: Logger; lastTry: boolean; release: boolean },
): Promise<Error | null> {
  try {
    await deliver(db, senders, row);
    await db
      .update(outboundDeliveries)
      .set({ status: 'sent', sentAt: context.now(), error: null })
      .where(eq(outboundDeliveries.id, row.id));
    return null;
  } catch (error) {
    const message = (error as Error).message.slice(0, 500);
    const final = row.attempts >= MAX_ATTEMPTS || context.lastTry;
    context.log.warn({ err: error, delivery: row.id, channel: row.channel, final }, 'outbound message not sent');
    await db
      .update(outboundDeliveries)
      .set({
        status: final ? 'failed' : 'pending',
        error: message,
        ...(context.release && !final ? { claimedAt: null } : {}),
      })
      .where(eq(outboundDeliveries.id, row.id));
    return error as Error;
  }
}

/** Sends until nothing pending is ready; answers how many were sent. */
export async function sendDeliveries(db: Db, senders: OutboundSenders, now: () => Date, log: Logger) {
  let sent = 0;
  for (;;) {
    const rows = await claim(db, now());
    for (const row of rows) {
      const failed = await sendClaimed(db, senders, row, { now, log, lastTry: false, release: false });
      if (!failed) sent += 1;
    }
    if (rows.length < BATCH) return sent;
  }
}

/** The row is being sent by someone else right now: the queue tries the job again later. */
class DeliveryHeldElsewhere extends Error {}

/**
 * The queue job of one delivery: sends it unless it is already sent, failed for good, or held by another sender.
 * Throws when it was not sent: the queue tries again with back-off, and after its last try (`lastTry`) counts the
 * job failed, as the delivery is.
 */
export async function sendDelivery(
  db: Db,
  senders: OutboundSenders,
  id: string,
  context: { now: () => Date; log: Logger; lastTry: boolean },
): Promise<void> {
  const before = new Date(context.now().getTime() - RETAKE_AFTER_MS).toISOString();
  const result = await db.execute(sql`
    update outbound_deliveries set claimed_at = ${context.now().toISOString()}, attempts = attempts + 1
    where id = ${id} and status = 'pending' and (claimed_at is null or claimed_at < ${before})
    returning id`);
  if ((result as unknown as { rows: unknown[] }).rows.length === 0) {
    const [row] = await db
      .select({ status: outboundDeliveries.status })
      .from(outboundDeliveries)
      .where(eq(outboundDeliveries.id, id));
    if (row?.status === 'pending') throw new DeliveryHeldElsewhere(`delivery ${id} is being sent elsewhere`);
    return;
  }
  const [row] = await db.select().from(outboundDeliveries).where(eq(outboundDeliveries.id, id));
  const failed = await sendClaimed(db, senders, row!, { ...context, release: true });
  if (failed) throw failed;
}

/** Pending deliveries, oldest first: the sweep enqueues them again (a job already queued for one is kept). */
export async function pendingDeliveryIds(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: outboundDeliveries.id })
    .from(outboundDeliveries)
    .where(eq(outboundDeliveries.status, 'pending'))
    .orderBy(outboundDeliveries.createdAt)
    .limit(limit);
  return rows.map((row) => row.id);
}
