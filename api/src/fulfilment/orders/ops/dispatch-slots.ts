import type { TimeSlots } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { companyShiftRule } from '../../../company/terms/company-shift-rule';
import type { Db } from '../../../platform/db/database';
import { orders } from '../../../platform/db/schema/index';
import { companyScope } from '../../../platform/db/scoped-db';
import { notFound } from '../../../platform/http/app-error';
import { checkVisitDate, freeSlots, slotsAnswer } from '../order-slot';

// GET ops/dispatch/orders/:id/slots (issue 27.4): where the board may move a visit — the free slots of its length
// on the day (the visit itself set aside), and only those where its assigned provider is free too, as
// POST ops/orders/:id/reschedule will check under the day's lock; inside the company's service shifts (ADR 0072).

export async function dispatchSlots(db: Db, orderId: string, date: string, now: Date): Promise<TimeSlots> {
  const [order] = await db
    .select({
      companyId: orders.companyId,
      startsAt: orders.startsAt,
      endsAt: orders.endsAt,
      providerId: orders.providerId,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) throw notFound('orders.not_found');
  checkVisitDate(date, now);
  const minutes = Math.round((new Date(order.endsAt).getTime() - new Date(order.startsAt).getTime()) / 60_000);
  const allowed = await companyShiftRule(companyScope(db, { companyId: order.companyId, membershipId: null }));
  const slots = await freeSlots(db, { date, minutes, now, excludeOrderId: orderId, allowed });
  const open = order.providerId ? slots.filter((slot) => slot.provider_ids.includes(order.providerId!)) : slots;
  return slotsAnswer(date, minutes, open);
}
