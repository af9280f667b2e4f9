import type { Service } from '@portal/shared/contract';
import { expect, signedInTest as test } from '../support/api-fixtures';
import { companyGet, companyHeaders } from '../support/company-api';
import { expectContentFits, toast } from '../support/money';
import { opsBrowserPage } from '../support/ops-browser';
import { choose } from '../support/orders';
import { useLanguage } from '../support/portal';

// Issue 32.1 (ADR 0071): ops set a company's negotiated price on its page of the operations console; the company
// sees it on /b2b/account/services (list price struck through, its own, the saving) and pays it: the order form's
// live price and the API's price of the order carry it. The page in Arabic at 390 px too.

test.use({ companyName: `Negotiated Prices Co ${Date.now() % 1_000_000}` });

test('ops set a price; the company sees it on its services page and in an order price', async ({
  page,
  browser,
  company,
  api,
}) => {
  test.setTimeout(120_000);
  const branch = await api.createBranch(company, {
    name: 'Olaya Tower',
    code: 'OLY-1',
    type: 'Office',
    area: 'Al Malaz',
  });
  const services = await companyGet<Service[]>(page.request, company, 'public/services/service');
  const ac = services.find((service) => service.code === 'ac_maintenance')!;
  expect(ac.base_price).toBe(9_000);

  const ops = await opsBrowserPage(browser, page.request);
  await ops.goto(`/ops/companies/${company.info.role.company.id}`);
  const section = ops.getByTestId('company-prices');
  await expect(section).toContainText('This company pays the list prices.');
  await section.getByTestId('set-company-price').click();
  const dialog = ops.getByTestId('company-price-dialog');
  // Nothing is sent without a service or product and an amount.
  await dialog.getByRole('button', { name: 'Save the price' }).click();
  await expect(dialog).toContainText('Choose a service or a product.');
  await dialog.getByRole('combobox', { name: /Service or product/ }).selectOption(`service:${ac.id}`);
  await dialog.getByRole('textbox', { name: /^Price \(SAR\)/ }).fill('75');
  await dialog.getByRole('button', { name: 'Save the price' }).click();
  await expect(toast(ops, 'The price has been saved.')).toBeVisible();
  await expect(section.getByTestId('company-price')).toContainText('AC maintenance');
  await expect(section.getByTestId('company-price')).toContainText('SAR 75.00');
  await ops.context().close();

  await useLanguage(page, 'en');
  await page.goto('/b2b/account/services');
  const card = page.getByTestId('price-card').filter({ hasText: 'AC maintenance' });
  await expect(card).toHaveAttribute('data-negotiated', 'true');
  await expect(card.getByTestId('own-price').first()).toHaveText('SAR 75.00');
  await expect(card).toContainText('SAR 90.00');
  await expect(card).toContainText('You save SAR 15.00 (16%)');

  // The order form prices with the company's rows: the live line shows its unit price, and so does the API's price.
  await page.goto('/b2b/orders/add');
  const form = page.getByTestId('order-form');
  await choose(page, form.getByTestId('order-branch'), /^Olaya Tower/);
  await choose(page, form.getByTestId('add-service'), 'AC maintenance');
  await form.getByTestId('order-line').filter({ hasText: 'AC maintenance' }).getByRole('textbox').fill('3');
  const line = page.getByTestId('order-price').getByTestId('price-line').filter({ hasText: 'AC maintenance' });
  await expect(line).toContainText('SAR 75.00');
  const priced = await page.request.post('/api/v1/company/orders/order/price', {
    headers: companyHeaders(company),
    data: { branch_id: branch.id, services: [{ service_id: ac.id, quantity: 3 }] },
  });
  expect(priced.status()).toBe(200);
  const price = (await priced.json()).data;
  expect(price.lines[0].unit_price).toBe(7_500);
  await expect(page.getByTestId('order-price').getByTestId('price-total')).toContainText(
    (price.total / 100).toLocaleString('en-US', { minimumFractionDigits: 2 }),
  );

  // Arabic, on a phone: the page fits.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => localStorage.setItem('b2b-portal-language', JSON.stringify('ar')));
  await page.goto('/b2b/account/services');
  await expect(page.getByTestId('price-card').filter({ hasText: 'صيانة المكيفات' })).toHaveAttribute(
    'data-negotiated',
    'true',
  );
  await expectContentFits(page, 'company-services-page');
  await page.getByRole('tab', { name: 'المنتجات' }).click();
  await expect(page).toHaveURL(/\/b2b\/account\/products$/);
  await expect(page.getByTestId('company-products-page')).toBeVisible();
});
