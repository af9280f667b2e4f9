import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { outboundDeliveries, sessions } from '../db/schema/index';
import type { Logger } from '../logger';
import type { MailMessage, OutboundSenders, PushData, WhatsAppTemplateMessage } from './senders';

// The sender: takes pending deliveries (skipping those another process holds), sends each outside any
// transaction and records the outcome. A failure leaves it pending until MAX_ATTEMPTS; one taken and never
// finished (a crash) is taken again after RETAKE_AFTER_MS. At least once per planned message.

const BATCH = 20;
const MAX_ATTEMPTS = 5;
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

/** Sends until nothing pending is ready; answers how many were sent. */
export async function sendDeliveries(db: Db, senders: OutboundSenders, now: () => Date, log: Logger) {
  let sent = 0;
  for (;;) {
    const rows = await claim(db, now());
    for (const row of rows) {
      try {
        await deliver(db, senders, row);
        await db
          .update(outboundDeliveries)
          .set({ status: 'sent', sentAt: now(), error: null })
          .where(eq(outboundDeliveries.id, row.id));
        sent += 1;
      } catch (error) {
        const message = (error as Error).message.slice(0, 500);
        const final = row.attempts >= MAX_ATTEMPTS;
        log.warn({ err: error, delivery: row.id, channel: row.channel, final }, 'outbound message not sent');
        await db
          .update(outboundDeliveries)
          .set({ status: final ? 'failed' : 'pending', error: message })
          .where(eq(outboundDeliveries.id, row.id));
      }
    }
    if (rows.length < BATCH) return sent;
  }
}
