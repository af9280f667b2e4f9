import { expect, signedInTest as test } from '../support/api-fixtures';
import { expectAccessible } from '../support/axe';
import { expectContentFits, rechargeByCard, toast } from '../support/money';
import {
  cancelThroughApi,
  choose,
  fillOrderForm,
  orderOf,
  orderReferenceFromUrl,
  visitDay,
  walletOf,
} from '../support/orders';
import { useLanguage } from '../support/portal';
import { saveScreenshot } from '../support/screenshots';

// Issue 11: a one-time order placed through /b2b/orders/add and paid by the wallet, its page (summary, money,
// services, timeline, tabs), cancel with a reason (the wallet gets the money back), a refused operation's 409
// shown as a localized toast, the list with its filters, and the pages at 390 px in Arabic.

test.describe('orders', () => {
  test.use({ companyName: 'Orders Test Co' });
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'en');
  });

  test('one-time order by wallet: create, view, cancel with a reason, the refund and the list', async ({
    page,
    api,
    company,
    request,
  }) => {
    await api.createBranch(company, { name: 'Olaya Tower', code: 'OLY-1', type: 'Office', area: 'Al Malaz' });
    await rechargeByCard(page, '2000', 'success');
    const before = await walletOf(request, company);

    await page.goto('/b2b/orders');
    await expect(page.getByTestId('empty-state')).toBeVisible();
    await page.getByRole('link', { name: 'New order' }).first().click();
    await expect(page).toHaveURL(/\/b2b\/orders\/add$/);

    // Spec §5 before any request: 'Minimum quantity {n}' (carpentry starts at 2 hours).
    const form = page.getByTestId('order-form');
    await choose(page, form.getByTestId('order-branch'), /^Olaya Tower/);
    await choose(page, form.getByTestId('add-service'), 'Carpentry');
    const carpentry = form.getByTestId('order-line').filter({ hasText: 'Carpentry' });
    await carpentry.getByRole('textbox').fill('1');
    await form.getByRole('button', { name: 'Place order' }).click();
    await expect(carpentry).toContainText('Minimum quantity 2');
    await carpentry.getByRole('button', { name: 'Remove Carpentry' }).click();

    await fillOrderForm(page, { branch: 'Olaya Tower', services: [{ name: 'AC maintenance', quantity: '3' }] });
    const price = page.getByTestId('order-price');
    await expect(price.getByTestId('price-total')).toBeVisible();
    const priced = await price.getByTestId('price-total').textContent();
    await expectAccessible(page, 'order-add-en');
    await form.getByRole('button', { name: 'Place order' }).click();

    await expect(page).toHaveURL(/\/b2b\/orders\/view\/ORD-\d{4}-\d{6}$/);
    const reference = orderReferenceFromUrl(page);
    await expect(toast(page, `Your order ${reference} has been created`)).toBeVisible();
    const details = await orderOf(request, company, reference);
    expect(details.order.payment_status).toBe('paid');
    expect(await walletOf(request, company)).toBe(before - details.order.total);
    await expect(page.getByTestId('order-money').getByTestId('order-total')).toHaveText(priced ?? '');
    await expect(page.getByTestId('order-money')).toContainText('Paid');
    await expect(page.getByTestId('order-services')).toContainText('AC maintenance');
    await expect(page.getByTestId('order-facts')).toContainText('Olaya Tower');
    await expect(page.getByTestId('order-timeline')).toContainText('Created');
    await expectAccessible(page, 'order-page-en');
    await saveScreenshot(page, 'order-page-en');

    // Cancel needs a reason (the form says so before calling); the wallet gets the order's total back.
    const operations = page.getByTestId('order-operations');
    await operations.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Cancel the order' }).click();
    await expect(dialog).toContainText('This field is required');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('The branch is closed that day');
    await dialog.getByRole('button', { name: 'Cancel the order' }).click();
    await expect(page.getByTestId('order-facts').getByTestId('order-status')).toHaveText('Canceled');
    await expect(page.getByTestId('order-facts')).toContainText('The branch is closed that day');
    await expect(operations).toBeHidden();
    expect(await walletOf(request, company)).toBe(before);
    await page.getByRole('tab', { name: 'Status history' }).click();
    await expect(page.getByTestId('order-history-row').first()).toContainText('Cancel order');

    // The list: the row with its badge, the status filter in the URL.
    await page.goto('/b2b/orders?status=canceled');
    const row = page.getByRole('row').filter({ hasText: reference });
    await expect(row.getByTestId('order-status')).toHaveText('Canceled');
    await page.goto('/b2b/orders?status=completed');
    await expect(page.getByRole('row').filter({ hasText: reference })).toHaveCount(0);
  });

  test('a refused operation (the order changed meanwhile) is a localized 409 toast', async ({
    page,
    api,
    company,
    request,
  }) => {
    await api.createBranch(company, { name: 'Malaz Villas', code: 'MLZ-1', type: 'Villa', area: 'Al Malaz' });
    await page.goto('/b2b/orders/add');
    await fillOrderForm(page, {
      branch: 'Malaz Villas',
      services: [{ name: 'AC maintenance', quantity: '1' }],
      method: 'Cash',
    });
    await page.getByTestId('order-form').getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/b2b\/orders\/view\/ORD-/);
    const reference = orderReferenceFromUrl(page);
    const { order } = await orderOf(request, company, reference);

    // Another tab cancels it; this page still offers Cancel, and the API's refusal reaches the user.
    const first = await cancelThroughApi(request, company, order.id, 'Duplicate');
    expect(first.status).toBe(200);
    await page.getByTestId('order-operations').getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Changed my mind');
    await dialog.getByRole('button', { name: 'Cancel the order' }).click();
    await expect(toast(page, 'This order is closed: nothing more can be done with it')).toBeVisible();
  });

  test('Arabic at 390 px: list cards, the create form and the order page fit the phone', async ({
    page,
    api,
    company,
  }) => {
    await useLanguage(page, 'ar');
    await page.setViewportSize({ width: 390, height: 844 });
    await api.createBranch(company, { name: 'Sulay Depot', code: 'SUL-1', type: 'Warehouse', area: 'Al Malaz' });
    await page.goto('/b2b/orders/add');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectContentFits(page, 'add-order-page');
    await saveScreenshot(page, 'order-add-ar-390');

    // Arabic labels: the Cash radio is «نقداً»; the services and branch are the company's and the catalog's.
    const form = page.getByTestId('order-form');
    await choose(page, form.getByTestId('order-branch'), /^Sulay Depot/);
    await choose(page, form.getByTestId('add-service'), 'صيانة المكيفات');
    await form.locator('input[name="date"]').fill(visitDay());
    await form.getByTestId('slot-picker').click();
    await page.getByRole('option').first().click();
    await form.getByRole('radio', { name: 'نقداً' }).check();
    await form.getByRole('button', { name: 'إنشاء الطلب' }).click();
    await expect(page).toHaveURL(/\/b2b\/orders\/view\/ORD-/);
    await expect(page.getByTestId('order-facts').getByTestId('order-status')).toHaveText('تم الإنشاء');
    await expectContentFits(page, 'order-page');
    await expectAccessible(page, 'order-page-ar-390');
    await saveScreenshot(page, 'order-page-ar-390');

    await page.goto('/b2b/orders');
    await expect(page.getByTestId('order-card').first()).toBeVisible();
    await expectContentFits(page, 'orders-page');
    await saveScreenshot(page, 'orders-list-ar-390');
  });
});
