import type { CompanyShift } from '@portal/contract';
import { asc, getTableColumns } from 'drizzle-orm';
import { companyShifts } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';

// The company's service shifts (ADR 0072), in the order ops gave them.

export async function readShifts(scope: CompanyScope): Promise<CompanyShift[]> {
  const rows = await scope.select(getTableColumns(companyShifts)).from(companyShifts).orderBy(asc(companyShifts.sort));
  return rows.map((row) => ({
    id: row.id,
    name: { ar: row.nameAr, en: row.nameEn, fr: row.nameFr },
    weekdays: [...row.weekdays].sort((a, b) => a - b),
    start: row.start,
    end: row.end,
  }));
}
