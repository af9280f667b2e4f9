import { type TimeSlots, type timeSlotsBodySchema, visitMinutes } from '@portal/contract';
import type * as v from 'valibot';
import { companyShiftRule } from '../../company/terms/company-shift-rule';
import type { CompanyContext } from '../../platform/http/request-context';
import { orderBranch } from './order-branch';
import { orderCatalog } from './order-pricing';
import { checkVisitDate, freeSlots, slotsAnswer } from './order-slot';

// POST company/timeslots/generate: the slots of a day the create form offers for these services at this branch
// (an offer: booking re-checks under the day lock), inside the company's service shifts when it has any (ADR 0072).

export async function timeSlotsFor(
  ctx: CompanyContext,
  body: v.InferOutput<typeof timeSlotsBodySchema>,
): Promise<TimeSlots> {
  const branch = await orderBranch(ctx.scope, body.branch_id, ctx.now);
  checkVisitDate(body.date, ctx.now);
  const catalog = await orderCatalog(ctx.scope, branch, body.services, ctx.now);
  const minutes = visitMinutes(
    body.services.map((line) => ({ unit: catalog.get(line.service_id)!.unit, quantity: line.quantity })),
  );
  const allowed = await companyShiftRule(ctx.scope);
  const slots = await freeSlots(ctx.scope.db, { date: body.date, minutes, shift: body.shift, now: ctx.now, allowed });
  return slotsAnswer(body.date, minutes, slots);
}
