import { eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { orders } from '../../../platform/db/schema/index';
import { type CompanyScope, companyScope } from '../../../platform/db/scoped-db';
import { notFound } from '../../../platform/http/app-error';

// Ops and providers work on every company's orders (platform staff, visiting providers): they come through the
// named system door, and every change then runs in the scope of the one company the order belongs to.

/** The scope of the order's company (404 for an unknown id). */
export async function scopeOfOrder(db: Db, orderId: string): Promise<CompanyScope> {
  const [row] = await db.select({ companyId: orders.companyId }).from(orders).where(eq(orders.id, orderId));
  if (!row) throw notFound('orders.not_found');
  return companyScope(db, { companyId: row.companyId, membershipId: null });
}
