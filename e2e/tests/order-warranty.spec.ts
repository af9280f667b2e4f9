import { test as base, type Page } from '@playwright/test';
import type { OrderDetails } from '@portal/shared/contract';
import { expect } from '../support/api-fixtures';
import { signInDemoOwner } from '../support/demo-owner';
import { fillDay } from '../support/orders';
import { expectNoSidewaysScroll } from '../support/phone-layout';
import { useLanguage } from '../support/portal';

// Issue 32.2 (ADR 0069) with the seeded demo company, on a 390 × 844 phone: the seeded completed order already
// shows its warranty visit; the owner asks for a warranty visit of the rated order (completed at seed time, so
// within its 30 days) from its page — the problem, a day and a free slot — lands on the new visit, free of
// charge, which names its original, and the original now lists it.

const PHONE = { width: 390, height: 844 };
const test = base;
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

type Headers = Record<string, string>;
async function detailsOf(page: Page, headers: Headers, status: string): Promise<OrderDetails[]> {
  const list = await page.request.get(`/api/v1/company/orders/order?perPage=100&status=${status}`, { headers });
  expect(list.ok(), await list.text()).toBe(true);
  const { items } = ((await list.json()) as { data: { items: { reference: string }[] } }).data;
  return Promise.all(
    items.map(async ({ reference }) => {
      const one = await page.request.get(`/api/v1/company/orders/order/${reference}`, { headers });
      return ((await one.json()) as { data: OrderDetails }).data;
    }),
  );
}

/** Working days from three days ahead (no Friday): the days before hold the other demo visits. */
function laterDays(count: number): string[] {
  const days: string[] = [];
  for (let offset = 3; days.length < count; offset += 1) {
    const day = new Date(Date.now() + offset * 86_400_000 + 3 * 3_600_000).toISOString().slice(0, 10);
    if (new Date(`${day}T12:00:00+03:00`).getUTCDay() !== 5) days.push(day);
  }
  return days;
}

test('the owner requests a warranty visit of a completed order and sees both orders linked (390 px)', async ({
  page,
  context,
}) => {
  await useLanguage(page, 'en');
  const { headers } = await signInDemoOwner(page, context);

  // The seed's completed order already has its warranty visit.
  const completed = await detailsOf(page, headers, 'completed');
  const seeded = completed.find((details) => details.warranty.orders.length > 0);
  expect(seeded, 'the seeded completed order with a warranty visit').toBeTruthy();
  await page.goto(`/b2b/orders/view/${seeded!.order.reference}`);
  const seededCard = page.getByTestId('order-warranty');
  await expect(seededCard.getByRole('link', { name: seeded!.warranty.orders[0]!.reference })).toBeVisible();
  await expect(seededCard.getByRole('button', { name: 'Request warranty visit' })).toHaveCount(0);

  const rated = (await detailsOf(page, headers, 'rated')).find((details) => details.warranty.refusal === null);
  expect(rated, 'a rated demo order within its warranty period').toBeTruthy();
  const original = rated!.order.reference;
  await page.goto(`/b2b/orders/view/${original}`);
  await page.getByRole('button', { name: 'Request warranty visit' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'What is the problem?' }).fill('Water drips again under the sink');
  const slots = dialog.getByTestId('slot-picker');
  for (const day of laterDays(6)) {
    await fillDay(dialog.locator('input[name="date"]'), day);
    try {
      await expect(slots).toBeEnabled({ timeout: 10_000 });
      break;
    } catch {
      // A day the other demo visits filled: the next working day, as a person would.
    }
  }
  await expect(slots).toBeEnabled();
  await slots.click();
  await page.getByRole('option').first().click();
  await expectNoSidewaysScroll(page, PHONE.width);
  await dialog.getByRole('button', { name: 'Request the visit' }).click();

  // The new visit: a warranty order, free, linking back to the original.
  await expect(page).toHaveURL(/\/b2b\/orders\/view\/ORD-\d{4}-\d{6}$/);
  await expect(page).not.toHaveURL(new RegExp(`${original}$`));
  const visit = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  const facts = page.getByTestId('order-facts');
  await expect(facts).toContainText('Warranty');
  await expect(facts).toContainText('Water drips again under the sink');
  await expect(page.getByTestId('order-total')).toContainText('0.00');
  await expect(page.getByTestId('order-timeline')).toContainText('Created');
  const card = page.getByTestId('order-warranty');
  await expect(card).toContainText('Warranty of');
  await expectNoSidewaysScroll(page, PHONE.width);

  // Back on the original: the visit is listed, and no second one can be asked for while it is open.
  await card.getByRole('link', { name: original }).click();
  await expect(page).toHaveURL(new RegExp(`${original}$`));
  const back = page.getByTestId('order-warranty');
  await expect(back.getByRole('link', { name: visit })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request warranty visit' })).toHaveCount(0);
  await expectNoSidewaysScroll(page, PHONE.width);
});
