import type { Quotation, QuotationStatus } from '@portal/contract';
import { and, asc, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../platform/db/like';
import { quotations } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';

// Read side of quotations, in the contract's shape.

export type QuotationRow = typeof quotations.$inferSelect;

export function toQuotation(row: QuotationRow): Quotation {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status as QuotationStatus,
    answers: row.answers as Quotation['answers'],
    branches: row.branches,
    services: row.services,
    price: row.price,
    valid_until: row.validUntil,
    rejection_reason: row.rejectionReason,
    package_reference: row.packageReference,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

export const QUOTATION_SORT_COLUMNS = {
  created_at: quotations.createdAt,
  reference: quotations.reference,
  total: quotations.total,
  status: quotations.status,
} as const;

export function quotationFilter(filter: { q?: string | undefined; status?: QuotationStatus | undefined }) {
  return and(
    filter.q ? ilike(quotations.reference, containsPattern(filter.q)) : undefined,
    filter.status ? eq(quotations.status, filter.status) : undefined,
  );
}

export async function selectQuotations(
  scope: CompanyScope,
  where: SQL | undefined,
  window: {
    limit: number;
    offset: number;
    column: (typeof QUOTATION_SORT_COLUMNS)[keyof typeof QUOTATION_SORT_COLUMNS];
    sortDesc: boolean;
  },
) {
  const rows = await scope
    .select({ quotation: quotations })
    .from(quotations, where)
    .orderBy(window.sortDesc ? desc(window.column) : asc(window.column), desc(quotations.createdAt))
    .limit(window.limit)
    .offset(window.offset);
  return rows.map((row) => row.quotation);
}

export async function findQuotationByReference(scope: CompanyScope, reference: string) {
  const [row] = await scope.select({ quotation: quotations }).from(quotations, eq(quotations.reference, reference));
  return row?.quotation ?? null;
}
