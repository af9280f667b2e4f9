import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyIdColumn, idColumn, moment, userRef } from './columns';

// Metadata of uploaded files; the bytes live outside the database under FILES_DIR with a random name.
export const certificateKinds = ['cr', 'vat'] as const;
/** Files a company holds many of (migration 0023 made the kind unique for the certificates only). */
export const fileKinds = [...certificateKinds, 'order_evidence'] as const;

export const files = pgTable(
  'files',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    /** What the file is for the company: the CR or the VAT certificate (one current file each), an order photo. */
    kind: text('kind', { enum: fileKinds }).notNull(),
    /** Random name inside FILES_DIR (never derived from the client's name). */
    storageKey: text('storage_key').notNull().unique(),
    originalName: text('original_name').notNull(),
    /** Detected from the content (magic bytes), not taken from the client. */
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    uploadedBy: userRef('uploaded_by'),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('files_company_certificate_unique')
      .on(table.companyId, table.kind)
      .where(sql`${table.kind} IN ('cr','vat')`),
    index('files_company_idx').on(table.companyId),
  ],
);
