import { type AnyPgColumn, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

// The columns most tables declare alike, written once. Function declarations (hoisted), so a table module that this
// one imports may call them while the import cycle is still being evaluated.

/** A random uuid primary key. */
export function idColumn() {
  return uuid('id').primaryKey().defaultRandom();
}

/** The company a row belongs to (ADR 0005): required, and the row goes when the company does. */
export function companyIdColumn() {
  return uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });
}

/** A moment, with its time zone like every moment the portal keeps. */
export function moment(name: string) {
  return timestamp(name, { withTimezone: true });
}

/** When the row was written. */
export function createdAtColumn() {
  return moment('created_at').notNull();
}

/** The user who did something; the row stays (without them) when the user is deleted. */
export function userRef(name: string) {
  return uuid(name).references(() => users.id, { onDelete: 'set null' });
}

/** A required reference to the row this one is part of; it goes when that row does. */
export function partOf(name: string, parent: () => AnyPgColumn) {
  return uuid(name).notNull().references(parent, { onDelete: 'cascade' });
}

/** A name in the portal's three languages (reference data: places, the catalog, lookup lists). */
export function namesColumns() {
  return {
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
  };
}
