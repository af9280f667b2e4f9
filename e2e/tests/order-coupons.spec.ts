import { expect, signedInTest as test } from '../support/api-fixtures';
import { choose } from '../support/orders';
import { useLanguage } from '../support/portal';

// Issue 32.5 on /b2b/orders/add with the seeded demo coupons (ADR 0060): the API checks the coupon while the form
// prices, so a used-up one is refused on the coupon field before anything is sent, and a valid one lowers the price.

test.use({ companyName: 'Coupon Test Co' });

test('a used-up coupon is refused on its field; a valid one discounts the live price', async ({
  page,
  api,
  company,
}) => {
  await useLanguage(page, 'en');
  await api.createBranch(company, { name: 'Coupon Tower', code: 'CPN-1', type: 'Office', area: 'Al Malaz' });
  await page.goto('/b2b/orders/add');
  const form = page.getByTestId('order-form');
  await choose(page, form.getByTestId('order-branch'), /^Coupon Tower/);
  await choose(page, form.getByTestId('add-service'), 'AC maintenance');
  await form.getByTestId('order-line').filter({ hasText: 'AC maintenance' }).getByRole('textbox').fill('3');
  const price = page.getByTestId('order-price');
  const total = price.getByTestId('price-total');
  await expect(total).toBeVisible();
  const undiscounted = await total.textContent();

  // LAUNCH25 has one use, taken by the demo company's order (api/src/dev/seed/seed-coupons.ts).
  const coupon = form.getByLabel('Coupon', { exact: true });
  await coupon.fill('launch25');
  await expect(coupon).toHaveAccessibleDescription('This coupon has been used up');
  await expect(price.getByTestId('price-coupon')).toHaveCount(0);
  await expect(total).toHaveText(undiscounted ?? '');

  await coupon.fill('RAMADAN20');
  await expect(price.getByTestId('price-coupon')).toContainText('RAMADAN20');
  await expect(coupon).toHaveAccessibleDescription('');
  await expect(total).not.toHaveText(undiscounted ?? '');
});
