import { expect, signedInTest as test } from '../support/api-fixtures';
import { choose, fillVisitDay, orderOf } from '../support/orders';
import { expectNoSidewaysScroll } from '../support/phone-layout';
import { useLanguage } from '../support/portal';

// Issue 32.2 (ADR 0070) on a 390 × 844 phone in Arabic: the offers page lists the published offers valid today
// (migration 0008's three), "Order this offer" opens the one-time order form with the offer's service chosen and
// the offer shown (its discount in the live price, no coupon field), and the placed order is of type Offer with
// the offer's 15 % taken off its AC maintenance line before VAT.

const PHONE = { width: 390, height: 844 };
test.use({ companyName: 'Offer Test Co', viewport: PHONE, isMobile: true, hasTouch: true });

test('orders the Summer AC offer at 390 px in Arabic: type Offer, the discounted total', async ({
  page,
  api,
  company,
}) => {
  await useLanguage(page, 'ar');
  await api.createBranch(company, { name: 'Offer Tower', code: 'OFR-1', type: 'Office', area: 'Al Malaz' });
  await page.goto('/b2b/packages/offers');
  const offers = page.getByTestId('offers-page');
  await expect(offers.getByRole('heading', { name: 'العروض' })).toBeVisible();
  await expect(offers.getByTestId('offer-card')).toHaveCount(3);
  const summer = offers.locator('[data-testid="offer-card"][data-code="summer_ac"]');
  await expect(summer).toContainText('عرض الصيف على المكيفات');
  await expect(summer).toContainText('صيانة المكيفات');
  await expect(summer.getByTestId('offer-discount')).toContainText('خصم');
  await expectNoSidewaysScroll(page, PHONE.width);

  await summer.getByRole('button', { name: 'اطلب هذا العرض' }).click();
  await expect(page).toHaveURL(/\/b2b\/orders\/add\?offer=/);
  const form = page.getByTestId('order-form');
  await expect(form.getByTestId('order-offer')).toContainText('عرض الصيف على المكيفات');
  // The offer's service is the first line; an offer takes no coupon, so there is no coupon field.
  await expect(form.getByTestId('order-line').filter({ hasText: 'صيانة المكيفات' })).toHaveCount(1);
  await expect(form.getByLabel('القسيمة', { exact: true })).toHaveCount(0);
  await choose(page, form.getByTestId('order-branch'), /^Offer Tower/);
  await form.getByTestId('order-line').filter({ hasText: 'صيانة المكيفات' }).getByRole('textbox').fill('3');
  const price = page.getByTestId('order-price');
  await expect(price.getByTestId('price-offer')).toContainText('عرض الصيف على المكيفات');
  await fillVisitDay(page);
  // On the phone the slots' list is taller than the screen and keeps being placed again: the first slot is chosen
  // by its click event rather than by waiting for a still list.
  const slots = form.getByTestId('slot-picker');
  await expect(slots).toBeEnabled();
  await slots.click();
  await page.getByRole('option').first().dispatchEvent('click');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(slots).not.toHaveText('');
  // Cash: the fresh company's wallet is empty.
  // The phone's form is still settling under the pointer (the live price above re-lays out): the choice is made by
  // the radio's own click event, as a tap would.
  const cash = form.getByRole('radio', { name: 'نقدًا' });
  await cash.dispatchEvent('click');
  await expect(cash).toBeChecked();
  await expectNoSidewaysScroll(page, PHONE.width);
  await form.getByRole('button', { name: 'إنشاء الطلب' }).dispatchEvent('click');

  await expect(page).toHaveURL(/\/b2b\/orders\/view\/ORD-\d{4}-\d{6}$/);
  const reference = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
  const { order, offer } = await orderOf(page.request, company, reference);
  expect(order.type).toBe('offer');
  expect(offer?.discount_bp).toBe(1500);
  // The whole order is the AC line: 15 % of it off, half up, before VAT.
  expect(order.discount).toBe(Math.round((order.subtotal * 1500) / 10_000));
  expect(order.vat).toBe(Math.round(((order.subtotal - order.discount) * 15) / 100));
  expect(order.total).toBe(order.subtotal - order.discount + order.vat);
  const facts = page.getByTestId('order-facts');
  await expect(facts).toContainText('عرض');
  await expect(page.getByTestId('order-money')).toContainText('عرض الصيف على المكيفات');
  // The total shown is the order's, in SAR with two decimals (Arabic-Indic or Latin digits): its digits are halalas.
  const shown = (await page.getByTestId('order-total').textContent()) ?? '';
  const digits = shown.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/\D/g, '');
  expect(Number(digits)).toBe(order.total);
  await expectNoSidewaysScroll(page, PHONE.width);
});
