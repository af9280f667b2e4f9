import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, moment, partOf } from './columns';
import { outboxEvents } from './packages';
import { users } from './users';

// External notification channels (issue 12.4, 12.6; migration 0016): the messages planned from the dispatched
// outbox events, one per event, user and channel, sent after the business transaction.
export const outboundChannels = ['whatsapp', 'email', 'push'] as const;
export type OutboundChannel = (typeof outboundChannels)[number];

export const outboundDeliveries = pgTable(
  'outbound_deliveries',
  {
    id: idColumn(),
    eventId: partOf('event_id', () => outboxEvents.id),
    userId: partOf('user_id', () => users.id),
    channel: text('channel', { enum: outboundChannels }).notNull(),
    /** What to send, resolved when planned (template, parameters, texts, address). */
    message: jsonb('message').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When a sender last took it; a pending row taken long ago (a crash) is taken again. */
    claimedAt: moment('claimed_at'),
    sentAt: moment('sent_at'),
    error: text('error'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    unique('outbound_deliveries_event_user_channel_unique').on(table.eventId, table.userId, table.channel),
    index('outbound_deliveries_pending_idx').on(table.claimedAt).where(sql`${table.status} = 'pending'`),
    check('outbound_deliveries_channel', sql`${table.channel} IN ('whatsapp','email','push')`),
    check('outbound_deliveries_status', sql`${table.status} IN ('pending','sent','failed')`),
  ],
);

/** How far the planner has read the dispatched events (their seq); one row, id 1. */
export const outboundCursor = pgTable(
  'outbound_cursor',
  {
    id: integer('id').primaryKey(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
  },
  (table) => [check('outbound_cursor_single', sql`${table.id} = 1`)],
);
