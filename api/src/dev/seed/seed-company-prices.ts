import { inArray } from 'drizzle-orm';
import { companyPrices, serviceProducts, services } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { riyadhDay } from '../../sales/catalog/riyadh-day';

// The demo company's negotiated prices (issue 32.1, ADR 0071), so /b2b/account/services and /products show what
// it saves from the first sign-in. Seeded last and on services the other demo data does not use (deep and facade
// cleaning, the upholstery shampoo): the orders, packages and quotations seeded before keep their list prices.

/** Catalog code → halalas (a service's per-unit price or a product's piece price), and whether it ends in a year. */
const NEGOTIATED = [
  { kind: 'service', code: 'deep_cleaning', price: 650, yearLong: false },
  { kind: 'service', code: 'facade_cleaning', price: 1_000, yearLong: true },
  { kind: 'product', code: 'deep_upholstery_shampoo', price: 3_000, yearLong: false },
] as const;

export async function seedCompanyPrices(scope: CompanyScope, by: { opsId: string | null; now: Date }): Promise<void> {
  const codes = NEGOTIATED.map((row) => row.code as string);
  const serviceRows = await scope.db
    .select({ id: services.id, code: services.code })
    .from(services)
    .where(inArray(services.code, codes));
  const productRows = await scope.db
    .select({ id: serviceProducts.id, code: serviceProducts.code })
    .from(serviceProducts)
    .where(inArray(serviceProducts.code, codes));
  const today = riyadhDay(by.now);
  const nextYear = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`.replace(/-02-29$/, '-02-28');
  const idOf = (kind: 'service' | 'product', code: string) =>
    (kind === 'service' ? serviceRows : productRows).find((row) => row.code === code)?.id ?? null;
  await scope.insert(companyPrices).values(
    NEGOTIATED.map((row) => ({
      serviceId: row.kind === 'service' ? idOf('service', row.code) : null,
      productId: row.kind === 'product' ? idOf('product', row.code) : null,
      unitPrice: row.price,
      validFrom: row.yearLong ? today : null,
      validTo: row.yearLong ? nextYear : null,
      updatedBy: by.opsId,
      updatedAt: by.now,
    })),
  );
}
