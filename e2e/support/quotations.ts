import { type APIRequestContext, expect, type Page } from '@playwright/test';
import {
  CATALOG_PATHS,
  QUOTATION_PATHS,
  type Quotation,
  type QuotationInput,
  type Service,
} from '@portal/shared/contract';
import type { ApiSession, PortalApi } from './api-fixtures';
import { companyGet, companyHeaders, type Session } from './company-api';

// Helpers of the quotation wizard spec: the catalog and a quotation as the API answers them (the wizard's own
// answers are typed through the page), and the wizard's buttons in Arabic.

/** GET public/services/service: every service with its products (the rows the pricing function reads). */
export const catalogServices = (request: APIRequestContext, as: Session) =>
  companyGet<Service[]>(request, as, CATALOG_PATHS.services);

/** POST company/quotations, as the wizard's submit sends it. */
export async function createQuotation(
  request: APIRequestContext,
  as: Session,
  body: QuotationInput,
): Promise<Quotation> {
  const response = await request.post(`/api/v1/${QUOTATION_PATHS.list}`, {
    headers: companyHeaders(as),
    data: body,
  });
  const text = await response.text();
  expect(response.status(), `POST ${QUOTATION_PATHS.list}: ${text}`).toBe(201);
  return (JSON.parse(text) as { data: Quotation }).data;
}

/** GET company/quotations/:reference */
export const quotationOf = (request: APIRequestContext, as: Session, reference: string) =>
  companyGet<Quotation>(request, as, QUOTATION_PATHS.one.replace(':reference', encodeURIComponent(reference)));

/** The wizard's Next in Arabic; waits for the step to change (the heading names the step). */
export async function nextStep(page: Page, expectedStep: string) {
  await page.getByRole('button', { name: 'التالي' }).click();
  await expect(page.getByRole('heading', { level: 2, name: expectedStep })).toBeVisible();
}

/** A service of the catalog counted in units (not m²), for a quotation at its minimum quantity. */
async function countedService(request: APIRequestContext, as: Session): Promise<Service> {
  const [service] = (await catalogServices(request, as)).filter((candidate) => candidate.unit !== 'sqm');
  if (!service) throw new Error('the catalog has no services');
  return service;
}

/** A 12-month package of monthly visits for one office branch, with one service at its minimum quantity. */
const officeQuotation = (branchId: string, service: Service): QuotationInput => ({
  business_type: 'office',
  unit_type: 'office',
  branch_ids: [branchId],
  period_months: 12,
  area_sqm: 250,
  building_age_years: 10,
  floors: 2,
  floor_height_m: 3,
  services: [{ service_id: service.id, quantity: service.min_quantity }],
  package_type: 'visits',
  frequency: 'monthly',
});

/** The office quotation above for a new Malaz branch of the company (made through the API). */
export async function malazOfficeQuotation(
  api: PortalApi,
  request: APIRequestContext,
  company: ApiSession,
): Promise<QuotationInput> {
  const branch = await api.createBranch(company, { name: 'Malaz', code: 'MLZ-1', type: 'Office', area: 'Al Malaz' });
  return officeQuotation(branch.id, await countedService(request, company));
}
