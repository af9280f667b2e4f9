import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { orders } from './orders';
import { users } from './users';

/**
 * The provider's ticks on an order's completion checklist (ADR 0010 amendment). The items themselves are derived
 * (contract checklistKeys: the order's services plus standard items); a row is the latest answer for one item key.
 * A tick of a service removed by an approved change is simply no longer an item.
 */
export const orderChecklistTicks = pgTable(
  'order_checklist_ticks',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** `service:<catalog service id>` or a standard item key. */
    itemKey: text('item_key').notNull(),
    /** done | open (an item can be unticked) */
    state: text('state').notNull(),
    note: text('note'),
    checkedBy: uuid('checked_by').references(() => users.id, { onDelete: 'set null' }),
    checkedByName: text('checked_by_name'),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'order_checklist_ticks_pk', columns: [table.orderId, table.itemKey] }),
    check('order_checklist_ticks_state', sql`${table.state} IN ('done','open')`),
  ],
);
