import { boolean, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { idColumn, moment } from './columns';

// General settings per platform (spec §7 public/settings/setting, §9 constants): one JSON value per key, so ops
// change a constant with one row update rather than a release. Reference rows come from a custom migration.
export const settings = pgTable(
  'settings',
  {
    id: idColumn(),
    /** Spec §1: the platform id of this portal is b2b_portal. */
    platform: text('platform').notNull(),
    key: text('key').notNull(),
    /** Groups keys for the settings screen (general, contact, versions, links, limits). */
    group: text('group').notNull(),
    value: jsonb('value').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    unique('settings_platform_key_unique').on(table.platform, table.key),
    index('settings_platform_idx').on(table.platform, table.sort),
  ],
);

/** Interface languages (spec §1, §9): Arabic first and right-to-left, English, French. */
export const languages = pgTable('languages', {
  iso: text('iso').primaryKey(),
  name: text('name').notNull(),
  dir: text('dir', { enum: ['rtl', 'ltr'] }).notNull(),
  sort: integer('sort').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});
