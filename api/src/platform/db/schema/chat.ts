import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { companyIdColumn, createdAtColumn, idColumn, moment, partOf, userRef } from './columns';
import { files } from './files';

// The support chat of /apps/chat (issue 12.3, migration 0020): one conversation per company and type
// (TECHNICAL_SUPPORT), company ↔ ops. The order chat keeps its table (orders.ts order_messages); both keep an
// attachment as a `files` row and the read receipt as read_at (set when the other side reads it).

/**
 * What a chat message is, in the support chat and the order chat alike: its sender (kind: company | ops, and provider
 * on an order), the text or the attached file (kept as a `files` row), when it was written and read by the other side.
 */
export function messageColumns() {
  return {
    senderKind: text('sender_kind').notNull(),
    senderUserId: userRef('sender_user_id'),
    senderName: text('sender_name').notNull(),
    body: text('body'),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    readAt: moment('read_at'),
  };
}

export const supportConversations = pgTable(
  'support_conversations',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    type: text('type').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    unique('support_conversations_company_type_unique').on(table.companyId, table.type),
    check('support_conversations_type', sql`${table.type} IN ('TECHNICAL_SUPPORT')`),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    conversationId: partOf('conversation_id', () => supportConversations.id),
    ...messageColumns(),
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
    companyId: companyIdColumn(),
    userId: userRef('user_id'),
    userName: text('user_name').notNull(),
    assignedAt: moment('assigned_at').notNull(),
  },
  (table) => [
    primaryKey({ name: 'chat_assignments_pkey', columns: [table.kind, table.threadId] }),
    index('chat_assignments_user_idx').on(table.userId),
    check('chat_assignments_kind', sql`${table.kind} IN ('support','order')`),
  ],
);
