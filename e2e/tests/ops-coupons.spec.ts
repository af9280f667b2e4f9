import { expect, signedInTest as test } from '../support/api-fixtures';
import { installSession } from '../support/browser-session';
import { opsLoginInfo } from '../support/money-ops';
import { choose, fillDay, fillOrderForm, submitOrderForm } from '../support/orders';
import { expectNoSidewaysScroll } from '../support/phone-layout';
import { useLanguage } from '../support/portal';

// Issue 32.5 (ADR 0074) end to end: ops create a one-use coupon on /ops/coupons; a company places a one-time order
// with it; the console lists that use and shows the coupon used up; a second company's order form refuses it with
// the used-up message. The console page keeps within a 390 px phone.

test.use({ companyName: `Coupon Buyer Co ${Date.now() % 1_000_000}` });

const riyadhDay = (offsetDays = 0) =>
  new Date(Date.now() + 3 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

test('a one-use coupon from the console: used by one company, listed as used up, refused to the next', async ({
  page,
  browser,
  request,
  api,
  company,
}) => {
  test.setTimeout(180_000);
  const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
  const opsContext = await browser.newContext();
  await installSession(opsContext, await opsLoginInfo(request));
  const ops = await opsContext.newPage();
  await useLanguage(ops, 'en');
  try {
    await ops.goto('/ops/coupons');
    await ops.getByRole('button', { name: 'New coupon' }).click();
    const dialog = ops.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /^Code/ }).fill(code.toLowerCase());
    await dialog.getByRole('textbox', { name: /^Discount/ }).fill('15');
    await fillDay(dialog.locator('input[name="valid_from"]'), riyadhDay());
    await fillDay(dialog.locator('input[name="valid_to"]'), riyadhDay(30));
    await dialog.getByRole('textbox', { name: /^Uses in all/ }).fill('1');
    await dialog.getByRole('button', { name: 'Create the coupon' }).click();
    await expect(dialog).toBeHidden();
    const row = ops.getByRole('row').filter({ hasText: code });
    await expect(row.getByTestId('coupon-state')).toHaveText('Active');
    await expect(row).toContainText('0 of 1');

    // The company's order with the coupon (typed in lower case, as people do).
    await api.createBranch(company, { name: 'Coupon Plaza', code: 'CPN-P', type: 'Office', area: 'Al Malaz' });
    await useLanguage(page, 'en');
    await page.goto('/b2b/orders/add');
    await fillOrderForm(page, {
      branch: 'Coupon Plaza',
      services: [{ name: 'AC maintenance', quantity: '2' }],
      method: 'Cash',
    });
    await page.getByTestId('order-form').getByLabel('Coupon', { exact: true }).fill(code.toLowerCase());
    await expect(page.getByTestId('order-price').getByTestId('price-coupon')).toContainText(code);
    const reference = await submitOrderForm(page);

    // The console: the use, with the company and the order, and the coupon used up.
    await ops.reload();
    await expect(row.getByTestId('coupon-state')).toHaveText('Used up');
    await expect(row).toContainText('1 of 1');
    await row.getByRole('button', { name: `Uses of ${code}` }).click();
    const uses = ops.getByTestId('coupon-uses-dialog');
    await expect(uses.getByTestId('coupon-use')).toHaveCount(1);
    await expect(uses.getByTestId('coupon-use')).toContainText(reference);
    await expect(uses.getByTestId('coupon-use')).toContainText(company.info.role.company.name.en);
    await uses.getByRole('button', { name: 'Close' }).click();

    // A second company: its order form refuses the used-up coupon on the coupon field.
    const second = await api.registerCompany(`Late Coupon Co ${Date.now() % 1_000_000}`);
    await api.createBranch(second, { name: 'Late Tower', code: 'LATE-1', type: 'Office', area: 'Al Malaz' });
    const secondContext = await browser.newContext();
    await installSession(secondContext, second.info);
    const late = await secondContext.newPage();
    await useLanguage(late, 'en');
    await late.goto('/b2b/orders/add');
    const form = late.getByTestId('order-form');
    await choose(late, form.getByTestId('order-branch'), /^Late Tower/);
    await choose(late, form.getByTestId('add-service'), 'AC maintenance');
    await form.getByTestId('order-line').filter({ hasText: 'AC maintenance' }).getByRole('textbox').fill('2');
    const coupon = form.getByLabel('Coupon', { exact: true });
    await coupon.fill(code);
    await expect(coupon).toHaveAccessibleDescription('This coupon has been used up');
    await secondContext.close();

    // The console on a phone: cards, nothing sideways.
    await ops.setViewportSize({ width: 390, height: 844 });
    await ops.reload();
    await expect(ops.getByTestId('coupon-card').filter({ hasText: code })).toContainText('Used up');
    await expectNoSidewaysScroll(ops, 390);
  } finally {
    await opsContext.close();
  }
});
