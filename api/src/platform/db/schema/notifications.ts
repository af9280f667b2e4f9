import { boolean, index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { companyIdColumn, idColumn, moment, partOf } from './columns';
import { users } from './users';

// In-app notifications of a company (spec §2 notifications, §9 push types). A row addressed to no user is for
// everyone in the company; who has read what is kept per user in notification_reads.
export const notifications = pgTable(
  'notifications',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    /** Null: every member of the company. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** Texts in ar, en and fr, written when the notification is created. */
    title: jsonb('title').notNull(),
    body: jsonb('body').notNull(),
    /** Reference ids (order, package) the client links to. */
    data: jsonb('data').notNull().default({}),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('notifications_company_created_idx').on(table.companyId, table.createdAt),
    index('notifications_user_idx').on(table.userId),
  ],
);

export const notificationReads = pgTable(
  'notification_reads',
  {
    notificationId: partOf('notification_id', () => notifications.id),
    userId: partOf('user_id', () => users.id),
    readAt: moment('read_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.notificationId, table.userId] })],
);

/** Per user and type; a missing row means the defaults of the contract. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: partOf('user_id', () => users.id),
    type: text('type').notNull(),
    inApp: boolean('in_app').notNull(),
    whatsapp: boolean('whatsapp').notNull(),
    email: boolean('email').notNull(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.type] })],
);
