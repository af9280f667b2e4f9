import type { CompanyContract } from '@portal/contract';
import { asc, getTableColumns } from 'drizzle-orm';
import { companyContracts, serviceTypes } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { measuredResponseTimes, NOTHING_MEASURED } from './response-times';

// The company's contract as both sides read it (ADR 0072): the response minutes by service type code become rows
// with the type's name, in the service types' order, each with its measured figures (ADR 0075, within the scope's
// branches); `pdfUrl` is the caller's own file route (company or ops).

type ContractRow = typeof companyContracts.$inferSelect;

export async function contractRow(scope: CompanyScope): Promise<ContractRow | null> {
  const [row] = await scope.select(getTableColumns(companyContracts)).from(companyContracts);
  return row ?? null;
}

export async function readContract(scope: CompanyScope, pdfUrl: string, now: Date): Promise<CompanyContract | null> {
  const row = await contractRow(scope);
  if (!row) return null;
  const types = await scope.db.select().from(serviceTypes).orderBy(asc(serviceTypes.sort), asc(serviceTypes.code));
  const measured = await measuredResponseTimes(scope, now);
  const sla = types.flatMap((type) => {
    const minutes = row.slaMinutes[type.code];
    return minutes === undefined
      ? []
      : [
          {
            service_type: type.code,
            name: { ar: type.nameAr, en: type.nameEn, fr: type.nameFr },
            response_minutes: minutes,
            measured: measured.get(type.code) ?? NOTHING_MEASURED,
          },
        ];
  });
  return {
    reference: row.reference,
    valid_from: row.validFrom,
    valid_to: row.validTo,
    terms: { ar: row.termsAr, en: row.termsEn, fr: row.termsFr },
    sla,
    pdf:
      row.pdfKey && row.pdfName
        ? {
            name: row.pdfName,
            size: row.pdfSize ?? 0,
            uploaded_at: (row.pdfUploadedAt ?? row.updatedAt).toISOString(),
            url: pdfUrl,
          }
        : null,
    updated_at: row.updatedAt.toISOString(),
  };
}
