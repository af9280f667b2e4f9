import { type APIRequestContext, expect, type Page } from '@playwright/test';
import {
  CATALOG_PATHS,
  type LoginInfo,
  QUOTATION_PATHS,
  type Quotation,
  type QuotationInput,
  type Service,
} from '@portal/shared/contract';

// Helpers of the quotation wizard spec: the catalog and a quotation as the API answers them (the wizard's own
// answers are typed through the page), and the wizard's buttons in Arabic.

type Session = { info: LoginInfo };

async function get<T>(request: APIRequestContext, as: Session, path: string): Promise<T> {
  const response = await request.get(`/api/v1/${path}`, {
    headers: { lang: 'en', authorization: `Bearer ${as.info.token}`, 'Role-Id': as.info.role.id },
  });
  const body = await response.text();
  expect(response.status(), `GET ${path}: ${body}`).toBe(200);
  return (JSON.parse(body) as { data: T }).data;
}

/** GET public/services/service: every service with its products (the rows the pricing function reads). */
export const catalogServices = (request: APIRequestContext, as: Session) =>
  get<Service[]>(request, as, CATALOG_PATHS.services);

/** POST company/quotations, as the wizard's submit sends it. */
export async function createQuotation(
  request: APIRequestContext,
  as: Session,
  body: QuotationInput,
): Promise<Quotation> {
  const response = await request.post(`/api/v1/${QUOTATION_PATHS.list}`, {
    headers: { lang: 'en', authorization: `Bearer ${as.info.token}`, 'Role-Id': as.info.role.id },
    data: body,
  });
  const text = await response.text();
  expect(response.status(), `POST ${QUOTATION_PATHS.list}: ${text}`).toBe(201);
  return (JSON.parse(text) as { data: Quotation }).data;
}

/** GET company/quotations/:reference */
export const quotationOf = (request: APIRequestContext, as: Session, reference: string) =>
  get<Quotation>(request, as, QUOTATION_PATHS.one.replace(':reference', encodeURIComponent(reference)));

/** The wizard's Next in Arabic; waits for the step to change (the heading names the step). */
export async function nextStep(page: Page, expectedStep: string) {
  await page.getByRole('button', { name: 'التالي' }).click();
  await expect(page.getByRole('heading', { level: 2, name: expectedStep })).toBeVisible();
}
