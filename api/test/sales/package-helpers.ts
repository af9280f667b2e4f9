import type { QuotationInput, Service } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { areas, branches, cities } from '../../src/platform/db/schema/index';
import { call, type TestApp } from '../support/harness';

// Helpers of the quotation and package tests: branches placed in a district, the catalog read through the API,
// and wizard answers.

/** A Riyadh branch of the company, in the district `riyadh-<area>` (inserted directly; the branches API owns it). */
export async function branchIn(t: TestApp, companyId: string, name: string, area = 'olaya') {
  const db = t.database.db;
  const [riyadh] = await db.select({ id: cities.id }).from(cities).where(eq(cities.code, 'riyadh'));
  const [district] = await db
    .select({ id: areas.id })
    .from(areas)
    .where(eq(areas.code, `riyadh-${area}`));
  const [branch] = await db
    .insert(branches)
    .values({
      companyId,
      name,
      code: `${name}-${Math.random().toString(36).slice(2, 8)}`,
      cityId: riyadh!.id,
      areaId: district!.id,
    })
    .returning({ id: branches.id });
  return branch!.id;
}

/** Every active service, as the wizard fetches it. */
export async function catalogServices(t: TestApp, token: string): Promise<Service[]> {
  const answer = await call(t.app, 'GET', '/api/v1/public/services/service', { token });
  return answer.body.data as Service[];
}

export const serviceByCode = (services: Service[], code: string) => services.find((s) => s.code === code)!;

/** Wizard answers for the given branches: an office, 250 m², 10 years, 3 floors of 3.2 m, 12 months. */
export function answers(branchIds: string[], lines: QuotationInput['services'], extra: Partial<QuotationInput> = {}) {
  return {
    business_type: 'office',
    unit_type: 'office',
    branch_ids: branchIds,
    period_months: 12,
    area_sqm: 250,
    building_age_years: 10,
    floors: 3,
    floor_height_m: 3.2,
    services: lines,
    package_type: 'visits',
    frequency: 'monthly',
    ...extra,
  } satisfies QuotationInput;
}

/** The published packages by code. */
export async function publishedPackages(t: TestApp, token: string) {
  const answer = await call(t.app, 'GET', '/api/v1/public/packages/package?perPage=50', { token });
  const items = answer.body.data.items as { id: string; code: string; price: number; down_payment: number }[];
  return (code: string) => items.find((p) => p.code === code)!;
}

/** The body of buying a published package (POST company/package/buy), with any other field in `extra`. */
export const publishedBuy = (packageId: string, paymentMethod: string, extra: Record<string, unknown> = {}) => ({
  source: 'published',
  published_package_id: packageId,
  payment_method: paymentMethod,
  ...extra,
});

/** Ops set the company's credit limit (halalas). */
export async function setCreditLimit(t: TestApp, opsToken: string, companyId: string, limit: number) {
  const answer = await call(t.app, 'PUT', `/api/v1/ops/companies/${companyId}/credit-line`, {
    token: opsToken,
    body: { limit, reason: 'Agreed with the finance team' },
  });
  if (answer.statusCode !== 200) throw new Error(`credit line: ${JSON.stringify(answer.body)}`);
}
