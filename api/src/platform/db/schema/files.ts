import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

// Metadata of uploaded files; the bytes live outside the database under FILES_DIR with a random name.
export const certificateKinds = ['cr', 'vat'] as const;
/** Files a company holds many of (migration 0023 made the kind unique for the certificates only). */
export const fileKinds = [...certificateKinds, 'order_evidence'] as const;

export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** What the file is for the company: the CR or the VAT certificate (one current file each), an order photo. */
    kind: text('kind', { enum: fileKinds }).notNull(),
    /** Random name inside FILES_DIR (never derived from the client's name). */
    storageKey: text('storage_key').notNull().unique(),
    originalName: text('original_name').notNull(),
    /** Detected from the content (magic bytes), not taken from the client. */
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('files_company_certificate_unique')
      .on(table.companyId, table.kind)
      .where(sql`${table.kind} IN ('cr','vat')`),
    index('files_company_idx').on(table.companyId),
  ],
);
