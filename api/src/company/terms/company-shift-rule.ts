import { type SlotAllowed, shiftRule } from '@portal/contract';
import { companyShifts } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';

// The slot picker's rule of the company's service shifts (ADR 0072, contract orders/company-hours.ts): the slots
// offered and every booking (create, draft submit, package visit, warranty visit, reschedule by the company or by
// ops) keep to it. Undefined when the company has no shifts: any hour the providers work, as before.

export async function companyShiftRule(scope: CompanyScope): Promise<SlotAllowed | undefined> {
  const shifts = await scope
    .select({ weekdays: companyShifts.weekdays, start: companyShifts.start, end: companyShifts.end })
    .from(companyShifts);
  return shiftRule(shifts);
}
