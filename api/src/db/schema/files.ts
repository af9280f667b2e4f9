import { bigint, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

// Metadata of uploaded files; the bytes live outside the database under FILES_DIR with a random name.
export const certificateKinds = ['cr', 'vat'] as const;

export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** What the file is for the company: the CR or the VAT certificate; one current file per kind. */
    kind: text('kind', { enum: certificateKinds }).notNull(),
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
    unique('files_company_kind_unique').on(table.companyId, table.kind),
    index('files_company_idx').on(table.companyId),
  ],
);
