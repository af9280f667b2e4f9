import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns';

/** Messages that would go to an external channel; the development stand-in for WhatsApp. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: idColumn(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    template: text('template').notNull(),
    body: jsonb('body').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [index('outbox_recipient_created_idx').on(table.recipient, table.createdAt)],
);
