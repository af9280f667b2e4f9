import { expect, signedInTest as test } from '../support/api-fixtures';
import { expectContentFits } from '../support/money';
import { choose, fillVisitDay, orderOf, pickFirstSlot, submitOrderForm } from '../support/orders';
import { useLanguage } from '../support/portal';

// Issue 32.3 (ADR 0066) on /b2b/orders/add with the catalog's seeded products (migration 0008): AC maintenance
// offers an AC filter; stepped to 2, the live price grows by the contract's price, the order is created with it and
// its page lists it priced, in English on a desktop and in Arabic on a 390 px phone.

test.use({ companyName: 'Products Test Co' });

test('an optional product stepped into a one-time order is priced live, sent and shown on the order page', async ({
  page,
  api,
  company,
  request,
}) => {
  await useLanguage(page, 'en');
  await api.createBranch(company, { name: 'Filter Tower', code: 'FLT-1', type: 'Office', area: 'Al Malaz' });
  await page.goto('/b2b/orders/add');
  const form = page.getByTestId('order-form');
  await choose(page, form.getByTestId('order-branch'), /^Filter Tower/);
  await choose(page, form.getByTestId('add-service'), 'AC maintenance');
  const line = form.getByTestId('order-line').filter({ hasText: 'AC maintenance' });
  await line.getByRole('textbox').fill('2');
  const filter = line.getByTestId('optional-product').filter({ hasText: 'AC filter' });
  await expect(filter).toContainText('per piece');
  await expect(filter.getByTestId('product-count')).toHaveText('0');
  const total = page.getByTestId('order-price').getByTestId('price-total');
  await expect(total).toBeVisible();
  const without = await total.textContent();

  await filter.getByRole('button', { name: 'Add one AC filter' }).click();
  await filter.getByRole('button', { name: 'Add one AC filter' }).click();
  await expect(filter.getByTestId('product-count')).toHaveText('2');
  await expect(total).not.toHaveText(without ?? '');
  await expect(page.getByTestId('order-price')).toContainText('AC filter');
  const priced = await total.textContent();

  await fillVisitDay(page);
  await pickFirstSlot(page);
  await form.getByRole('radio', { name: 'Cash' }).check();
  // The API's breakdown replaces the local one before submit: still the same price.
  await expect(total).toHaveText(priced ?? '');
  const reference = await submitOrderForm(page);

  const { order } = await orderOf(request, company, reference);
  expect(order.services[0]?.products).toMatchObject([{ quantity: 2, unit_price: 3_500, amount: 7_000 }]);
  const product = page.getByTestId('order-services').getByTestId('order-product');
  await expect(product).toContainText('AC filter × 2');
  await expect(product).toContainText('70.00');
  await expect(page.getByTestId('order-money').getByTestId('order-total')).toHaveText(priced ?? '');

  // Arabic on a phone: the order page and the form's steppers fit 390 px, right to left.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => localStorage.setItem('b2b-portal-language', JSON.stringify('ar')));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('order-product')).toContainText('فلتر مكيف');
  await expectContentFits(page, 'order-page');
  await page.goto('/b2b/orders/add');
  await choose(page, form.getByTestId('order-branch'), /^Filter Tower/);
  await choose(page, form.getByTestId('add-service'), 'صيانة المكيفات');
  const arabicFilter = form.getByTestId('optional-product').filter({ hasText: 'فلتر مكيف' });
  await arabicFilter.getByRole('button', { name: 'قطعة أخرى من فلتر مكيف' }).click();
  await expect(page.getByTestId('order-price')).toContainText('فلتر مكيف');
  await expectContentFits(page, 'add-order-page');
});
