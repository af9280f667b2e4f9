import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  fullName: text('full_name').notNull(),
  /** E.164, normalised by the contract's phone schema before it gets here. */
  phone: text('phone').notNull().unique(),
  email: text('email'),
  imgUrl: text('img_url'),
  /** Sign-in is by WhatsApp code; passwords are for a later issue. */
  passwordHash: text('password_hash'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
