import { expect, signedInTest as test } from '../support/api-fixtures';
import { expectAccessible } from '../support/axe';
import { companyHeaders } from '../support/company-api';
import { expectContentFits, rechargeByCard, toast } from '../support/money';
import {
  choose,
  completeAsOpsAndProvider,
  fillOrderForm,
  fillVisitDay,
  orderOf,
  pickFirstSlot,
  placeOrder,
  SLOT_TAKEN,
  slotRefusal,
  submitOrderForm,
  walletOf,
} from '../support/orders';
import { useLanguage } from '../support/portal';
import { saveScreenshot } from '../support/screenshots';

// Issue 11: a one-time order placed through /b2b/orders/add and paid by the wallet, its page (summary, money,
// services, timeline, tabs), cancel with a reason (the wallet gets the money back), a refused operation's 409
// shown as a localized toast, the list with its filters, and the pages at 390 px in Arabic.

test.describe('orders', () => {
  test.use({ companyName: 'Orders Test Co' });
  test.beforeEach(async ({ page, api, company }) => {
    await useLanguage(page, 'en');
    await api.createBranch(company, { name: 'Olaya Tower', code: 'OLY-1', type: 'Office', area: 'Al Malaz' });
  });

  test('one-time order by wallet: the form checks, the live price, create, the order page', async ({
    page,
    company,
    request,
  }) => {
    await rechargeByCard(page, '2000', 'success');
    const before = await walletOf(request, company);

    // Spec §5 before any request: the branch, 'A minimum of one service must be added', 'Minimum quantity {n}'.
    await page.goto('/b2b/orders/add');
    const form = page.getByTestId('order-form');
    await form.getByRole('button', { name: 'Place order' }).click();
    await expect(form).toContainText('Please select the branches');
    await expect(form.getByTestId('services-error')).toHaveText('A minimum of one service must be added');
    await choose(page, form.getByTestId('order-branch'), /^Olaya Tower/);
    await choose(page, form.getByTestId('add-service'), 'Carpentry');
    const carpentry = form.getByTestId('order-line').filter({ hasText: 'Carpentry' });
    await carpentry.getByRole('textbox').fill('1');
    await form.getByRole('button', { name: 'Place order' }).click();
    await expect(carpentry).toContainText('Minimum quantity 2');
    await carpentry.getByRole('button', { name: 'Remove Carpentry' }).click();

    await fillOrderForm(page, { branch: 'Olaya Tower', services: [{ name: 'AC maintenance', quantity: '3' }] });
    const total = page.getByTestId('order-price').getByTestId('price-total');
    await expect(total).toBeVisible();
    await expectAccessible(page, 'order-add-en');
    const priced = await total.textContent();
    // The toast (3 s) is read while the order page opens: on a loaded machine the page can take longer than that.
    const createdToast = toast(page, /has been created/)
      .first()
      .textContent({ timeout: 60_000 });
    const reference = await submitOrderForm(page);
    expect(await createdToast).toBe(`Your order ${reference} has been created`);
    const { order } = await orderOf(request, company, reference);
    expect(order.payment_status).toBe('paid');
    expect(await walletOf(request, company)).toBe(before - order.total);
    const money = page.getByTestId('order-money');
    await expect(money.getByTestId('order-total')).toHaveText(priced ?? '');
    await expect(money.getByTestId('order-paid')).toHaveText(priced ?? '');
    await expect(money).toContainText('Paid');
    await expect(money).toContainText('Wallet');
    await expect(page.getByTestId('order-services')).toContainText('AC maintenance');
    await expect(page.getByTestId('order-facts')).toContainText('Olaya Tower (OLY-1)');
    await expect(page.getByTestId('order-facts').getByTestId('order-status')).toHaveText('Created');
    await expect(page.getByTestId('order-timeline')).toContainText('Created');
    await page.getByRole('tab', { name: 'Status history' }).click();
    await expect(page.getByTestId('order-history-row')).toHaveCount(1);
    await page.getByRole('tab', { name: 'Messages' }).click();
    await expect(page.getByTestId('order-tab-messages')).toContainText('No messages yet');
    await expectAccessible(page, 'order-page-en');
    await saveScreenshot(page, 'order-page-en');

    // The list: the row with its badges links back; the filters live in the URL.
    await page.goto('/b2b/orders');
    const row = page.getByRole('row').filter({ hasText: reference });
    await expect(row.getByTestId('order-status')).toHaveText('Created');
    await expect(row).toContainText('Olaya Tower');
    await page.goto('/b2b/orders?payment_status=unpaid');
    await expect(page.getByRole('row').filter({ hasText: reference })).toHaveCount(0);
    await page.goto('/b2b/orders?payment_status=paid');
    await page.getByRole('row').filter({ hasText: reference }).getByRole('link', { name: reference }).click();
    await expect(page).toHaveURL(new RegExp(`/b2b/orders/view/${reference}$`));
  });

  test('a slot taken between the offer and the submit: refused on the slot, the offer is asked again', async ({
    page,
    company,
    request,
  }) => {
    await page.goto('/b2b/orders/add');
    // The offer of the day the form settles on (a day the suite has filled offers nothing and is skipped).
    const offered = page.waitForResponse(
      async (r) =>
        r.url().includes('timeslots/generate') && r.ok() && ((await r.json()).data.slots as unknown[]).length > 0,
    );
    // Cash: the company has no wallet money, and this test is about the slot.
    const order = { branch: 'Olaya Tower', services: [{ name: 'AC maintenance', quantity: '2' }], method: 'Cash' };
    await fillOrderForm(page, order);
    const answer = await offered;
    const asked = answer.request().postDataJSON() as object;
    const first = (await answer.json()).data.slots[0] as { start: string; shift: string };
    // Other bookings take every provider of the picked slot (cash orders: no money needed).
    const book = (key: number) =>
      request.post('/api/v1/company/orders/order', {
        headers: { ...companyHeaders(company), 'Idempotency-Key': `slot-${Date.now()}-${key}` },
        data: { ...asked, slot: first.start, shift: first.shift, payment_method: 'cash', notes: '', coupon: '' },
      });
    let refused = '';
    for (let key = 0; !refused && key < 30; key += 1) {
      const booked = await book(key);
      if (booked.status() !== 201) refused = await booked.text();
    }
    expect(refused).toContain(SLOT_TAKEN);

    const form = page.getByTestId('order-form');
    const reoffered = page.waitForResponse((r) => r.url().includes('timeslots/generate') && r.ok());
    await form.getByRole('button', { name: 'Place order' }).click();
    // Refused on the slot field, whether the order was created directly or from the draft the form kept (ADR 0063).
    await expect(slotRefusal(form)).toBeVisible();
    // The day's slots are asked again: the taken one is no longer offered, and the next pick places the order.
    const fresh = (await (await reoffered).json()).data.slots as { start: string }[];
    expect(fresh.map((slot) => slot.start)).not.toContain(first.start);
    await pickFirstSlot(page);
    await form.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/b2b\/orders\/view\/ORD-\d{4}-\d{6}$/);
  });

  test('cancel with a reason: the wallet gets the money back; history and list show it', async ({
    page,
    company,
    request,
  }) => {
    await rechargeByCard(page, '1000', 'success');
    const before = await walletOf(request, company);
    const reference = await placeOrder(page, {
      branch: 'Olaya Tower',
      services: [{ name: 'AC maintenance', quantity: '2' }],
    });
    expect(await walletOf(request, company)).toBeLessThan(before);

    // Cancel needs a reason from the list, or the words of "other" (the form says so before calling; ADR 0058).
    const operations = page.getByTestId('order-operations');
    await operations.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Cancel the order' }).click();
    await expect(dialog).toContainText('This field is required');
    await choose(page, dialog.getByRole('combobox', { name: 'Reason' }), 'The branch is temporarily closed');
    await dialog.getByRole('textbox', { name: 'Details (optional)' }).fill('The branch is closed that day');
    await dialog.getByRole('button', { name: 'Cancel the order' }).click();
    await expect(page.getByTestId('order-facts').getByTestId('order-status')).toHaveText('Canceled');
    await expect(page.getByTestId('order-facts')).toContainText(
      'The branch is temporarily closed — The branch is closed that day',
    );
    await expect(operations).toBeHidden();
    expect(await walletOf(request, company)).toBe(before);
    await page.getByRole('tab', { name: 'Status history' }).click();
    await expect(page.getByTestId('order-history-row').first()).toContainText('Cancel order');

    // The list: New order from the header, the row with its badge, filters kept in the URL.
    await page.goto('/b2b/orders');
    await expect(page.getByRole('link', { name: 'New order' }).first()).toHaveAttribute('href', '/b2b/orders/add');
    const row = page.getByRole('row').filter({ hasText: reference });
    await expect(row.getByTestId('order-status')).toHaveText('Canceled');
    await row.getByRole('link', { name: reference }).click();
    await expect(page).toHaveURL(new RegExp(`/b2b/orders/view/${reference}$`));
    await page.goto('/b2b/orders?status=canceled');
    await expect(page.getByRole('row').filter({ hasText: reference })).toHaveCount(1);
    await page.goto('/b2b/orders?status=completed');
    await expect(page.getByRole('row').filter({ hasText: reference })).toHaveCount(0);

    // The dashboard's breakdown counts the cancellation under its reason.
    await page.goto('/b2b/dashboards/analytics2');
    const reasons = page.getByTestId('widget-cancel-reasons');
    await expect(reasons.getByRole('listitem')).toHaveCount(1);
    await expect(reasons.getByRole('listitem')).toContainText(['The branch is temporarily closed1']);
  });

  test('the type of work narrows the services offered (public/settings/serviceType)', async ({ page }) => {
    await page.goto('/b2b/orders/add');
    await choose(page, page.getByRole('combobox', { name: 'Type of work' }), 'Repair on call');
    await page.getByTestId('add-service').click();
    await expect(page.getByRole('option', { name: 'Plumbing' })).toBeVisible();
    await expect(page.getByRole('option', { name: 'AC maintenance' })).toHaveCount(0);
  });

  test('the whole story: wallet order → ops and provider complete it → rate → history, payment and invoice', async ({
    page,
    company,
    request,
  }) => {
    await rechargeByCard(page, '1000', 'success');
    const reference = await placeOrder(page, {
      branch: 'Olaya Tower',
      services: [{ name: 'AC maintenance', quantity: '2' }],
    });
    const { order } = await orderOf(request, company, reference);
    await completeAsOpsAndProvider(request, order.id);

    await page.reload();
    const facts = page.getByTestId('order-facts');
    await expect(facts.getByTestId('order-status')).toHaveText('Completed');
    await expect(facts).toContainText('Provider');
    // The evidence the provider left: a before and an after photo (served to the company only) and the checklist.
    const evidence = page.getByTestId('order-evidence');
    for (const name of ['Before photo 1', 'After photo 1']) {
      await expect(evidence.getByRole('img', { name })).toHaveJSProperty('complete', true);
      await expect(evidence.getByRole('img', { name })).not.toHaveJSProperty('naturalWidth', 0);
    }
    await expect(evidence.getByTestId('evidence-checklist')).toContainText('Checklist complete');
    await page.getByTestId('order-operations').getByRole('button', { name: 'Rate the order' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: '4 stars' }).check();
    await dialog.getByRole('textbox', { name: 'Comment' }).fill('Quick and clean work');
    await dialog.getByRole('button', { name: 'Send rating' }).click();
    await expect(facts.getByTestId('order-status')).toHaveText('Rated');
    await expect(page.getByTestId('order-rating')).toContainText('Quick and clean work');
    await expect(page.getByTestId('order-operations')).toBeHidden();

    // The timeline holds every step; the payments tab the wallet payment and the order's invoice.
    const timeline = page.getByTestId('order-timeline');
    for (const status of [
      'Created',
      'Confirmed',
      'Provider assigned',
      'On the way',
      'Arrived',
      'In progress',
      'Completed',
      'Rated',
    ]) {
      await expect(timeline).toContainText(status);
    }
    await page.getByRole('tab', { name: 'Status history' }).click();
    await expect(page.getByTestId('order-history-row')).toHaveCount(8);
    await page.getByRole('tab', { name: 'Payments' }).click();
    await expect(page.getByTestId('order-invoices').getByRole('link', { name: 'Invoice 1' })).toBeVisible();
    await expect(page.getByTestId('order-money')).toContainText('Paid');
    await saveScreenshot(page, 'order-rated-en');

    // The evidence section in Arabic on a phone: right to left, nothing wider than 390 px.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => localStorage.setItem('b2b-portal-language', JSON.stringify('ar')));
    await page.reload();
    await expect(evidence.getByRole('heading', { name: 'إثبات الإنجاز' })).toBeVisible();
    await expect(evidence.getByRole('img', { name: 'صورة بعد 1' })).toBeVisible();
    await expectContentFits(page, 'order-evidence');
    await evidence.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'order-evidence-ar-390');
  });
});

test.describe('orders in Arabic', () => {
  test.use({ companyName: 'Orders Test Co' });
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'ar');
  });

  test('Arabic at 390 px: the create form and the order page fit the phone, right to left', async ({
    page,
    api,
    company,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await api.createBranch(company, { name: 'Sulay Depot', code: 'SUL-1', type: 'Warehouse', area: 'Al Malaz' });
    await page.goto('/b2b/orders/add');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const form = page.getByTestId('order-form');
    await choose(page, form.getByTestId('order-branch'), /^Sulay Depot/);
    await choose(page, form.getByTestId('add-service'), 'صيانة المكيفات');
    await fillVisitDay(page);
    await expect(form.getByTestId('slot-picker')).toBeEnabled();
    await form.getByTestId('slot-picker').click();
    await page.getByRole('option').first().click();
    await form.getByRole('radio', { name: 'نقدًا' }).check();
    await expect(page.getByTestId('order-price').getByTestId('price-total')).toBeVisible();
    await expectContentFits(page, 'add-order-page');
    await saveScreenshot(page, 'order-add-ar-390');
    await form.getByRole('button', { name: 'إنشاء الطلب' }).click();
    await expect(page).toHaveURL(/\/b2b\/orders\/view\/ORD-/);
    await expect(page.getByTestId('order-facts').getByTestId('order-status')).toHaveText('تم الإنشاء');
    await expect(page.getByTestId('order-money')).toContainText('نقدًا');
    await expectContentFits(page, 'order-page');
    await expectAccessible(page, 'order-page-ar-390');
    await saveScreenshot(page, 'order-page-ar-390');
  });
});
