import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { idColumn, namesColumns } from './columns';

// Spec §7 public/settings/reason (migration 0039, ADR 0058): why an order was canceled (by the company) or failed (ops
// or the provider), picked from a list per kind. The row with needs_text ("other") asks for the person's own words.
export const orderReasons = pgTable(
  'order_reasons',
  {
    id: idColumn(),
    /** cancel | fail */
    kind: text('kind').notNull(),
    code: text('code').notNull(),
    ...namesColumns(),
    needsText: boolean('needs_text').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [
    unique('order_reasons_kind_code_unique').on(table.kind, table.code),
    check('order_reasons_kind', sql`${table.kind} IN ('cancel', 'fail')`),
  ],
);
