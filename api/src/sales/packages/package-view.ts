import type { CompanyPackage, PackageLocation } from '@portal/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  branches,
  companyPackageConsumptions,
  companyPackageLocations,
  type companyPackages,
} from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';

// A company package in the contract's shape: its locations with what each consumed, and the derived flags
// (spec §4: active = approved and today within its dates; "Need Action" = active without branches). Package visits
// (orders/order-package-visit) read `isActiveOn` too.

export type PackageRow = typeof companyPackages.$inferSelect;

/** A package payment's type: a down payment is an advance; a purchase in one payment is a package payment, not a
 * "final payment" (no advance came before it; issue 28.2). */
export const packagePaymentType = (payMode: string) => (payMode === 'down_payment' ? 'advance' : 'package');

export function isActiveOn(row: Pick<PackageRow, 'status' | 'startsOn' | 'endsOn'>, today: string): boolean {
  return (
    row.status === 'approved' &&
    row.startsOn !== null &&
    row.endsOn !== null &&
    row.startsOn <= today &&
    today <= row.endsOn
  );
}

/** Locations of the packages, each with the visits or hours consumed at that branch. */
async function locationsOf(scope: CompanyScope, packageIds: string[]): Promise<Map<string, PackageLocation[]>> {
  const byPackage = new Map<string, PackageLocation[]>(packageIds.map((id) => [id, []]));
  if (packageIds.length === 0) return byPackage;
  const used = sql<number>`coalesce((select sum(${companyPackageConsumptions.quantity}) from ${companyPackageConsumptions}
    where ${companyPackageConsumptions.companyId} = ${companyPackageLocations.companyId}
      and ${companyPackageConsumptions.packageId} = ${companyPackageLocations.packageId}
      and ${companyPackageConsumptions.branchId} = ${companyPackageLocations.branchId}), 0)::int`;
  const rows = await scope
    .select({
      packageId: companyPackageLocations.packageId,
      branchId: companyPackageLocations.branchId,
      name: branches.name,
      code: branches.code,
      used,
    })
    .from(companyPackageLocations, inArray(companyPackageLocations.packageId, packageIds))
    .innerJoin(
      branches,
      and(eq(branches.id, companyPackageLocations.branchId), eq(branches.companyId, scope.companyId)),
    )
    .orderBy(branches.name);
  for (const row of rows) {
    byPackage
      .get(row.packageId)
      ?.push({ branch_id: row.branchId, name: row.name, code: row.code, used: Number(row.used) });
  }
  return byPackage;
}

function toCompanyPackage(row: PackageRow, locations: PackageLocation[], today: string): CompanyPackage {
  const active = isActiveOn(row, today);
  return {
    id: row.id,
    reference: row.reference,
    name: row.name,
    source: row.source as CompanyPackage['source'],
    quotation_reference: row.quotationReference,
    published_package_id: row.publishedPackageId,
    type: row.type as CompanyPackage['type'],
    total: row.total,
    used: row.used,
    available: row.total - row.used,
    period_months: row.periodMonths,
    frequency: row.frequency as CompanyPackage['frequency'],
    repeat_mode: row.repeatMode as CompanyPackage['repeat_mode'],
    services: row.services,
    starts_on: row.startsOn,
    ends_on: row.endsOn,
    allowed_location_count: row.allowedLocationCount,
    allowed_areas: row.allowedAreas,
    terms: row.terms,
    price: row.price,
    vat: row.vat,
    total_price: row.totalPrice,
    down_payment: row.downPayment,
    amount_paid: row.amountPaid,
    amount_due: Math.max(0, row.totalPrice + row.creditCost - row.amountPaid),
    credit_line_allowed: row.creditLineAllowed,
    credit_cost_bp: row.creditCostBp,
    credit_cost: row.creditCost,
    credit_line_status: row.creditLineStatus as CompanyPackage['credit_line_status'],
    payment_method: row.paymentMethod as CompanyPackage['payment_method'],
    payment_status: row.paymentStatus as CompanyPackage['payment_status'],
    transfer_receipt_sent: row.tempTransactionId !== null,
    status: row.status as CompanyPackage['status'],
    is_active: active,
    need_action: active && locations.length === 0,
    locations,
    invoice_ids: row.invoiceIds,
    created_at: row.createdAt.toISOString(),
    activated_at: row.activatedAt?.toISOString() ?? null,
  };
}

/** Read-back of packages by id, in the order given. */
export async function viewPackages(scope: CompanyScope, rows: PackageRow[], today: string): Promise<CompanyPackage[]> {
  const locations = await locationsOf(
    scope,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toCompanyPackage(row, locations.get(row.id) ?? [], today));
}
