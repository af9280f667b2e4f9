import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { companyIdColumn, moment, partOf, userRef } from './columns';
import { orders } from './orders';

/**
 * The provider's ticks on an order's completion checklist (ADR 0010 amendment). The items themselves are derived
 * (contract checklistKeys: the order's services plus standard items); a row is the latest answer for one item key.
 * A tick of a service removed by an approved change is simply no longer an item.
 */
export const orderChecklistTicks = pgTable(
  'order_checklist_ticks',
  {
    companyId: companyIdColumn(),
    orderId: partOf('order_id', () => orders.id),
    /** `service:<catalog service id>` or a standard item key. */
    itemKey: text('item_key').notNull(),
    /** done | open (an item can be unticked) */
    state: text('state').notNull(),
    note: text('note'),
    checkedBy: userRef('checked_by'),
    checkedByName: text('checked_by_name'),
    checkedAt: moment('checked_at').notNull(),
  },
  (table) => [
    primaryKey({ name: 'order_checklist_ticks_pk', columns: [table.orderId, table.itemKey] }),
    check('order_checklist_ticks_state', sql`${table.state} IN ('done','open')`),
  ],
);
