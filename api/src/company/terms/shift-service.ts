import type { CompanyShift, companyShiftsBodySchema } from '@portal/contract';
import type * as v from 'valibot';
import { recordOpsAction } from '../../back-office/ops/audit/record-ops-action';
import { companyShifts } from '../../platform/db/schema/index';
import type { SignedInContext } from '../../platform/http/request-context';
import { opsCompanyScope } from './ops-company-scope';
import { readShifts } from './shift-view';

// Ops set a company's service shifts (ADR 0072): the whole list replaces the previous one in one transaction, so
// the slot picker never sees half a week. An empty list lifts the restriction.

type ShiftsBody = v.InferOutput<typeof companyShiftsBodySchema>;

export async function setShifts(ctx: SignedInContext, companyId: string, body: ShiftsBody): Promise<CompanyShift[]> {
  const scope = await opsCompanyScope(ctx, companyId, "ops: a company's shifts");
  return scope.transaction(async (tx) => {
    await tx.delete(companyShifts);
    if (body.shifts.length > 0) {
      await tx.insert(companyShifts).values(
        body.shifts.map((shift, sort) => ({
          nameAr: shift.name_ar,
          nameEn: shift.name_en,
          nameFr: shift.name_fr,
          weekdays: shift.weekdays,
          start: shift.start,
          end: shift.end,
          sort,
        })),
      );
    }
    await recordOpsAction(tx.db, ctx.actor, ctx.now, {
      action: 'company.shifts_update',
      targetType: 'company',
      targetId: companyId,
      companyId,
      details: { shifts: body.shifts.map((shift) => `${shift.name_en} ${shift.start}–${shift.end}`) },
    });
    return readShifts(tx);
  });
}
