import type { BuyPackageBody, QuotationAnswers } from '@portal/contract';
import { eq, inArray } from 'drizzle-orm';
import { setCreditLimit } from '../../money/ledger/index';
import {
  areas,
  branches,
  catalogPackages,
  cities,
  companyPackageConsumptions,
  companyPackages,
  propertyTypes,
  quotations,
  walletTempTransactions,
} from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import type { FileStorage } from '../../platform/files/storage/storage';
import { translate } from '../../platform/i18n/translate';
import { servicesWith } from '../../sales/catalog/catalog-queries';
import { type BuyBody, purchase } from '../../sales/packages/package-purchase';
import { insertQuotation } from '../../sales/quotations/quotation-service';
import { writeReceipt } from './seed-money';

// The demo company's branches, quotations and packages (issue 10), made through the same functions as the API:
// quotations approved / submitted / rejected, an active visits package with locations and some consumption, an
// active hours package without branches ("Need Action"), one waiting for its bank transfer to be confirmed, and
// one bought on the credit line.

const BRANCHES = [
  { code: 'RDT-OLY', name: 'Olaya Head Office', area: 'riyadh-olaya', type: 'office', size: '1200' },
  { code: 'RDT-MLZ', name: 'Malaz Showroom', area: 'riyadh-malaz', type: 'shop', size: '350' },
  { code: 'RDT-SUL', name: 'Sulimaniyah Warehouse', area: 'riyadh-sulimaniyah', type: 'warehouse', size: '2400' },
  { code: 'RDT-YAS', name: 'Yasmin Staff Villa', area: 'riyadh-yasmin', type: 'villa', size: '600' },
] as const;

async function seedBranches(scope: CompanyScope, now: Date): Promise<string[]> {
  const [riyadh] = await scope.db.select({ id: cities.id }).from(cities).where(eq(cities.code, 'riyadh'));
  const districts = await scope.db
    .select({ id: areas.id, code: areas.code })
    .from(areas)
    .where(
      inArray(
        areas.code,
        BRANCHES.map((b) => b.area),
      ),
    );
  const types = await scope.db.select({ id: propertyTypes.id, code: propertyTypes.code }).from(propertyTypes);
  const rows = await scope
    .insert(branches)
    .values(
      BRANCHES.map((branch) => ({
        name: branch.name,
        code: branch.code,
        cityId: riyadh!.id,
        areaId: districts.find((d) => d.code === branch.area)?.id ?? null,
        propertyTypeId: types.find((t) => t.code === branch.type)?.id ?? null,
        sizeM2: branch.size,
        floors: 2,
        floorHeightM: '3.20',
        buildingAgeYears: 8,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: branches.id });
  return rows.map((row) => row.id);
}

async function catalogId(scope: CompanyScope, code: string): Promise<string> {
  const [row] = await scope.db
    .select({ id: catalogPackages.id })
    .from(catalogPackages)
    .where(eq(catalogPackages.code, code));
  return row!.id;
}

export async function seedPackages(
  scope: CompanyScope,
  input: { ownerId: string; now: Date; files: FileStorage | null },
): Promise<void> {
  const { ownerId, now } = input;
  const [olaya, malaz, sulimaniyah] = await seedBranches(scope, now);
  const services = await servicesWith(scope.db, {});
  const service = (code: string) => services.find((s) => s.code === code)!.id;
  const base: Omit<QuotationAnswers, 'branch_ids' | 'services'> = {
    business_type: 'office',
    unit_type: 'office',
    unit_ids: [],
    period_months: 12,
    area_sqm: 1200,
    building_age_years: 8,
    floors: 2,
    floor_height_m: 3.2,
    package_type: 'visits',
    frequency: 'monthly',
    visits: 1,
    hours: 1,
  };

  // Quotations: approved at once, submitted to ops (above the threshold), and one ops rejected.
  await insertQuotation(
    scope,
    {
      ...base,
      // A quotation prices one type of property: the branches' recorded one (issue 26.5).
      branch_ids: [olaya!],
      services: [
        { service_id: service('ac_maintenance'), quantity: 8, products: [] },
        { service_id: service('plumbing'), quantity: 1, products: [] },
      ],
      frequency: 'quarterly',
    },
    { userId: ownerId, now },
  );
  const big = {
    ...base,
    business_type: 'warehouse',
    unit_type: 'storage',
    branch_ids: [sulimaniyah!],
    services: [{ service_id: service('general_cleaning'), quantity: 4000, products: [] }],
    frequency: 'daily' as const,
  };
  await insertQuotation(scope, big, { userId: ownerId, now });
  const rejected = await insertQuotation(scope, { ...big, period_months: 24 }, { userId: ownerId, now });
  await scope.update(
    quotations,
    { status: 'rejected', rejectionReason: 'A site survey is needed for this size', decidedAt: now },
    eq(quotations.id, rejected.id),
  );

  // Enough credit for the credit-line package next to the wallet purchases.
  await setCreditLimit(scope, 3_000_000);
  const buyer = {
    userId: ownerId,
    now,
    mayApprove: true,
    t: (key: Parameters<typeof translate>[1]) => translate('en', key),
  };
  const noCard = {
    startCard: () => Promise.reject(new Error('the seed buys no package by card')),
  };
  const buy = async (body: Partial<BuyPackageBody> & Pick<BuyBody, 'payment_method'>) =>
    purchase(buyer, scope, { source: 'published', pay: 'full', branch_ids: [], ...body } as BuyBody, noCard);

  // Active visits package with two locations and some consumption.
  const visits = await buy({
    published_package_id: await catalogId(scope, 'ac_care_quarterly'),
    payment_method: 'wallet',
    branch_ids: [olaya!, malaz!],
  });
  const consumed = [
    { branchId: olaya!, quantity: 2 },
    { branchId: malaz!, quantity: 1 },
  ];
  await scope.insert(companyPackageConsumptions).values(
    consumed.map((c) => ({
      packageId: visits.package.id,
      branchId: c.branchId,
      quantity: c.quantity,
      createdAt: now,
    })),
  );
  await scope.update(companyPackages, { used: 3 }, eq(companyPackages.id, visits.package.id));

  // Active hours package without branches: "Need Action".
  await buy({ published_package_id: await catalogId(scope, 'cleaning_hours_40'), payment_method: 'wallet' });

  // Bought by bank transfer (down payment), receipt uploaded, waiting for ops.
  const transfer = await buy({
    published_package_id: await catalogId(scope, 'handyman_hours_100'),
    payment_method: 'transfer',
    pay: 'down_payment',
    branch_ids: [sulimaniyah!],
  });
  if (input.files) {
    const receipt = await writeReceipt(input.files);
    const [temp] = await scope
      .insert(walletTempTransactions)
      .values({
        purpose: 'package',
        purposeId: transfer.package.id,
        amount: transfer.amount_to_transfer!,
        note: transfer.package.reference,
        receiptStorageKey: receipt.storageKey,
        receiptOriginalName: 'package-transfer-receipt.pdf',
        receiptMime: 'application/pdf',
        receiptSize: receipt.size,
        receiptSha256: receipt.sha256,
        createdBy: ownerId,
        createdAt: now,
      })
      .returning({ id: walletTempTransactions.id });
    await scope.update(companyPackages, { tempTransactionId: temp!.id }, eq(companyPackages.id, transfer.package.id));
  }

  // Bought on the credit line (price + VAT + credit cost).
  await buy({
    published_package_id: await catalogId(scope, 'cleaning_weekly'),
    payment_method: 'credit_line',
    branch_ids: [olaya!, malaz!],
  });
}
