import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { ORDER_PATHS, type OrderDetails, riyadhDate, type Wallet } from '@portal/shared/contract';
import type { ApiSession, PortalApi } from './api-fixtures';
import type { BranchInput } from './branches';
import { companyGet, type Session } from './company-api';
import { opsHeaders, signInHeaders } from './money-ops';

// Helpers of the orders spec: the create form driven like a user, and the order as the API answers it.

/** GET company/orders/order/:reference */
export const orderOf = (request: APIRequestContext, as: Session, reference: string) =>
  companyGet<OrderDetails>(request, as, ORDER_PATHS.one.replace(':reference', encodeURIComponent(reference)));

/** The wallet balance in halalas (GET company/wallets/wallet). */
export const walletOf = async (request: APIRequestContext, as: Session) =>
  (await companyGet<Wallet>(request, as, 'company/wallets/wallet')).balance;

/** A visit day with free slots: tomorrow in Riyadh, or the day after when tomorrow is a Friday (no working hours). */
function visitDay(now = new Date()): string {
  const day = (offset: number) => riyadhDate(new Date(now.getTime() + offset * 86_400_000));
  const tomorrow = day(1);
  return new Date(`${tomorrow}T12:00:00+03:00`).getUTCDay() === 5 ? day(2) : tomorrow;
}

/** visitDay() and the working days after it (no Friday). */
function visitDays(count: number): string[] {
  const next = (day: string) => new Date(Date.parse(`${day}T12:00:00+03:00`) + 86_400_000).toISOString().slice(0, 10);
  const days: string[] = [];
  let day = visitDay();
  while (days.length < count) {
    days.push(day);
    do day = next(day);
    while (new Date(`${day}T12:00:00+03:00`).getUTCDay() === 5);
  }
  return days;
}

const NO_SLOTS = /No time slot is available on this day|لا يوجد موعد متاح في هذا اليوم/;

/**
 * Types the visit day into the order form and waits for its free slots. The whole suite books the same few
 * providers from visitDay() on: a day it has already filled moves to the next working day, as a person would.
 * Returns the day used.
 */
export async function fillVisitDay(page: Page): Promise<string> {
  const form = page.getByTestId('order-form');
  const slots = form.getByTestId('slot-picker');
  const none = form.getByText(NO_SLOTS);
  for (const day of visitDays(6)) {
    await fillDay(form.locator('input[name="date"]'), day);
    const deadline = Date.now() + 15_000;
    for (;;) {
      if (await slots.isEnabled()) return day;
      if ((await none.isVisible()) || Date.now() > deadline) break;
      await page.waitForTimeout(250);
    }
  }
  throw new Error('no free visit slot on the next six working days');
}

/**
 * Types a day into the portal's date field (shared DateInput, issue 28.6) and leaves it: the field reads what was
 * typed when it loses focus. ISO (2026-11-30) and the reader's day/month/year are both understood.
 */
export async function fillDay(field: Locator, day: string) {
  await field.fill(day);
  await field.blur();
}

/** Opens a Fluent dropdown (its test id is on the combobox) and picks the option named `option`. */
export async function choose(page: Page, combobox: Locator, option: string | RegExp) {
  await combobox.click();
  await page.getByRole('option', { name: option }).first().click();
}

/** The order reference of the order page the browser is on. */
const orderReferenceFromUrl = (page: Page) => decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');

/**
 * Fills the one-time order form: branch, services with quantities, the visit day and its first free slot, and the
 * payment method (labels in English).
 */
export async function fillOrderForm(
  page: Page,
  order: { branch: string; services: { name: string; quantity: string }[]; method?: string },
) {
  const form = page.getByTestId('order-form');
  await choose(page, form.getByTestId('order-branch'), new RegExp(`^${order.branch}`));
  for (const service of order.services) {
    await choose(page, form.getByTestId('add-service'), service.name);
    const line = form.getByTestId('order-line').filter({ hasText: service.name });
    await line.getByRole('textbox').fill(service.quantity);
  }
  await fillVisitDay(page);
  await pickFirstSlot(page);
  if (order.method) await form.getByRole('radio', { name: order.method }).check();
}

/** Picks the first free slot the form offers (once the day's slots have loaded). */
export async function pickFirstSlot(page: Page) {
  const slots = page.getByTestId('order-form').getByTestId('slot-picker');
  await expect(slots).toBeEnabled();
  await slots.click();
  await page.getByRole('option').first().click();
}

const ORDER_PAGE = /\/b2b\/orders\/view\/ORD-\d{4}-\d{6}$/;
/** The API's 422 on `slot` when the last free provider went to another booking (orders.slot_unavailable). */
export const SLOT_TAKEN = 'This time slot is no longer available, please choose another one';
/** The same refusal when the form had been kept as a draft (ADR 0063: draft_failed, slot_unavailable). */
const DRAFT_SLOT_TAKEN = 'The chosen visit time is no longer available';

/** The form's refusal of a slot taken meanwhile, whether the order was created directly or from its draft. */
export const slotRefusal = (form: Locator) => form.getByText(SLOT_TAKEN).or(form.getByText(DRAFT_SLOT_TAKEN)).first();

/**
 * Places a one-time order through /b2b/orders/add (English labels); returns its reference from the order page.
 * Every test books the first free slot of the same day with the same few providers, so the parallel worker can take
 * the last provider of that slot between the offer and the submit: then, as a user would, pick again and resubmit.
 */
export async function placeOrder(
  page: Page,
  order: { branch: string; services: { name: string; quantity: string }[]; method?: string },
): Promise<string> {
  await page.goto('/b2b/orders/add');
  await fillOrderForm(page, order);
  return submitOrderForm(page);
}

/**
 * Presses "Place order" on a filled form; when the parallel worker took the last provider of the slot meanwhile,
 * picks the first free slot again and resubmits, as a user would. The new order's reference.
 */
export async function submitOrderForm(page: Page): Promise<string> {
  const form = page.getByTestId('order-form');
  const taken = slotRefusal(form);
  for (let attempt = 1; ; attempt += 1) {
    // Decided on this submit's answer, not on the screen: the last refusal can still show while the next is sent.
    const answered = page.waitForResponse(
      (r) =>
        r.request().method() === 'POST' && /\/company\/orders\/(order|draft\/submit)$/.test(new URL(r.url()).pathname),
    );
    await form.getByRole('button', { name: 'Place order' }).click();
    const answer = await answered;
    const body = (await answer.json().catch(() => null)) as { data?: { submitted?: unknown } } | null;
    const placed = answer.status() === 201 || (answer.status() === 200 && Boolean(body?.data?.submitted));
    if (placed || attempt === 3) break;
    // Refused on the slot (any other outcome fails here, with the form in the trace): pick again, as a user would.
    await expect(taken).toBeVisible();
    await pickFirstSlot(page);
  }
  await expect(page).toHaveURL(ORDER_PAGE);
  return orderReferenceFromUrl(page);
}

/** A new branch of the company (through the API), then a cash order of two AC maintenance visits placed there in
 * the browser: its reference. */
export async function cashOrderAtNewBranch(page: Page, api: PortalApi, company: ApiSession, branch: BranchInput) {
  await api.createBranch(company, branch);
  return placeOrder(page, {
    branch: branch.name,
    services: [{ name: 'AC maintenance', quantity: '2' }],
    method: 'Cash',
  });
}

/** The four providers migration 0012 seeds (api/src/dev/seed/seed-providers.ts gives them sign-in accounts). */
const PROVIDERS = [1, 2, 3, 4].map((n) => ({ id: `5a1e0000-0000-4000-8000-00000000000${n}`, phone: `055000010${n}` }));

/** A 1×1 PNG (the API checks completion photos by their bytes). */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function post(request: APIRequestContext, path: string, headers: Record<string, string>, data?: unknown) {
  const response = await request.post(`/api/v1/${path}`, { headers, data });
  return { status: response.status(), text: await response.text() };
}

/** Ops confirm the order and assign it a free provider (a card or transfer order's advance is then due). */
export async function assignAsOps(request: APIRequestContext, orderId: string) {
  const ops = await opsHeaders(request);
  const confirmed = await post(request, `ops/orders/${orderId}/transition`, ops, { operation: 'confirm' });
  expect(confirmed.status, confirmed.text).toBe(200);
  for (const candidate of PROVIDERS) {
    const assigned = await post(request, `ops/orders/${orderId}/assignProvider`, ops, { provider_id: candidate.id });
    if (assigned.status === 200) return candidate;
  }
  throw new Error('no provider could be assigned');
}

/**
 * Ops and the provider take an order from created to completed through their APIs (ORDER_OPS_PATHS,
 * ORDER_PROVIDER_PATHS), as the simulator does: confirm, assign a free provider, on the way, arrived (before
 * photo), work, after photo, the checklist, complete.
 */
export async function completeAsOpsAndProvider(request: APIRequestContext, orderId: string) {
  const provider = await assignAsOps(request, orderId);
  const headers = await signInHeaders(request, provider.phone);
  const photo = async (stage: 'before' | 'after') => {
    const answer = await request.post(`/api/v1/providers/orders/${orderId}/evidence`, {
      headers,
      multipart: { stage, photo: { name: `${stage}.png`, mimeType: 'image/png', buffer: PHOTO } },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
  };
  for (const operation of ['depart', 'arrive', 'start_work']) {
    const step = await post(request, `providers/orders/${orderId}/transition`, headers, { operation });
    expect(step.status, `${operation}: ${step.text}`).toBe(200);
    if (operation === 'arrive') await photo('before');
  }
  await photo('after');
  // Evidence-gated completion: every checklist item (the order's services + standard items) ticked first.
  const early = await post(request, `providers/orders/${orderId}/transition`, headers, { operation: 'complete' });
  expect(early.status, early.text).toBe(409);
  const checklist = await request.get(`/api/v1/providers/orders/${orderId}/checklist`, { headers });
  const items = ((await checklist.json()).data.checklist as { key: string }[]).map(({ key }) => ({ key, done: true }));
  const ticked = await post(request, `providers/orders/${orderId}/checklist`, headers, { items });
  expect(ticked.status, ticked.text).toBe(200);
  const done = await post(request, `providers/orders/${orderId}/transition`, headers, { operation: 'complete' });
  expect(done.status, done.text).toBe(200);
}
