import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { files } from './files';
import { users } from './users';

// The support chat of /apps/chat (issue 12.3, migration 0020): one conversation per company and type
// (TECHNICAL_SUPPORT), company ↔ ops. The order chat keeps its table (orders.ts order_messages); both keep an
// attachment as a `files` row and the read receipt as read_at (set when the other side reads it).

export const supportConversations = pgTable(
  'support_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('support_conversations_company_type_unique').on(table.companyId, table.type),
    check('support_conversations_type', sql`${table.type} IN ('TECHNICAL_SUPPORT')`),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => supportConversations.id, { onDelete: 'cascade' }),
    /** company | ops */
    senderKind: text('sender_kind').notNull(),
    senderUserId: uuid('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    senderName: text('sender_name').notNull(),
    body: text('body'),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    index('support_messages_conversation_idx').on(table.conversationId, table.createdAt),
    check('support_messages_sender_kind', sql`${table.senderKind} IN ('company','ops')`),
  ],
);

/**
 * The support agent who has taken a conversation of the ops inbox (issue 27.5, migration 0031): the support chat by
 * its company's id, an order chat by its order's id. The name is kept as written (a deactivated agent still shows).
 */
export const chatAssignments = pgTable(
  'chat_assignments',
  {
    kind: text('kind').notNull(),
    threadId: uuid('thread_id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'chat_assignments_pkey', columns: [table.kind, table.threadId] }),
    index('chat_assignments_user_idx').on(table.userId),
    check('chat_assignments_kind', sql`${table.kind} IN ('support','order')`),
  ],
);
