import { expect } from '../support/api-fixtures';
import { PHONE, takePhoto, fieldVisitTest as test } from '../support/field-phone';
import { orderOf } from '../support/orders';
import { expectNoSidewaysScroll } from '../support/phone-layout';

// Issue 30.3 and 30.5: the technician at 390 px moves a visit through the inspection, proposes a service change from
// the field, and the company owner's order page (another browser, never reloaded) shows each step as it happens:
// on the way, arrived, the proposal (approved there, the answer back on the phone without a reload), the photos,
// completed. Then the field app at desktop width (1366 px): the same screens, one readable column.

const DESKTOP = { width: 1366, height: 768 };

test.use({
  companyName: 'Field Live Co',
  visitBranch: { name: 'Malaz Live Office', code: 'MLZ-L1', type: 'Office', area: 'Al Malaz' },
});
test.describe.configure({ timeout: 300_000 });

test('the company watches a field visit live: steps, a proposal it approves, photos, completed', async ({
  page,
  company,
  request,
  visit: { reference, order, phone, refused },
}) => {
  // The company owner's order page stays open; a marker on window proves it is never reloaded.
  await page.goto(`/b2b/orders/view/${reference}`);
  const facts = page.getByTestId('order-facts');
  await expect(facts).toContainText('Provider assigned');
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });

  await phone.goto(`/field/visits/${order.order.id}`);
  const screen = phone.getByTestId('visit-page');
  const status = phone.getByTestId('visit-status');
  const step = (name: string) => screen.getByRole('button', { name, exact: true });

  await step('On my way').click();
  await expect(status).toHaveText('On the way');
  await expect(facts).toContainText('On the way');
  await step('I have arrived').click();
  await expect(status).toHaveText('Arrived');
  await expect(facts).toContainText('Arrived');

  // A "before" photo: the company sees it appear.
  await takePhoto(screen, 'before');
  await expect(screen.getByTestId('photos-before-count')).toHaveText('1 photo(s)');
  await expect(screen.getByTestId('saved-photo')).toHaveCount(1);
  await expect(page.getByTestId('evidence-before').locator('img')).toHaveCount(1);

  // The inspection finds one more unit: a service change from the field.
  await step('Start the inspection').click();
  await expect(status).toHaveText('Inspection started');
  await screen.getByRole('button', { name: 'Propose a change' }).click();
  const form = screen.getByTestId('proposal-form');
  await form.getByRole('button', { name: 'One more: AC maintenance' }).click();
  await expect(form.getByTestId('proposal-quantity')).toHaveText('3');
  await form.getByRole('textbox').fill('A third unit is leaking');
  await form.getByRole('button', { name: 'Send to the company' }).click();
  const proposal = screen.getByTestId('field-proposal');
  await expect(proposal).toHaveAttribute('data-status', 'submitted');
  await expect(proposal).toContainText('Adds');
  await step('End the inspection').click();
  await expect(status).toHaveText('Inspection ended');
  // The work waits for the company's answer.
  await expect(screen.getByTestId('start-blocked')).toBeVisible();
  await expect(step('Start the work')).toBeDisabled();

  // The company sees the proposal without a reload and approves it.
  const proposals = page.getByTestId('order-proposals');
  await expect(proposals).toContainText('A third unit is leaking');
  await proposals.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  // The phone hears the answer (it re-reads the visit while one waits) and the work may start.
  await expect(proposal).toHaveAttribute('data-status', 'approved', { timeout: 20_000 });
  await expect(screen.getByTestId('start-blocked')).toHaveCount(0);
  await step('Start the work').click();
  await expect(status).toHaveText('In progress');
  await expect(facts).toContainText('In progress');

  // A tick not yet saved survives a photo landing meanwhile (the photo re-reads the evidence).
  const items = screen.getByTestId('checklist-item');
  await items.first().getByRole('checkbox').check();
  await takePhoto(screen, 'after');
  await expect(screen.getByTestId('photos-after-count')).toHaveText('1 photo(s)');
  await expect(page.getByTestId('evidence-after').locator('img')).toHaveCount(1);
  await expect(screen.getByTestId('saved-photo')).toHaveCount(2);
  await expect(items.first().getByRole('checkbox')).toBeChecked();
  const count = await items.count();
  for (let index = 1; index < count; index++) await items.nth(index).getByRole('checkbox').check();
  await screen.getByRole('button', { name: 'Save the checklist' }).click();
  await expect(screen.getByTestId('checklist-item').getByRole('checkbox', { checked: false })).toHaveCount(0);
  const cash = screen.getByTestId('cash-section');
  await cash.getByRole('button', { name: /^I collected/ }).click();
  await cash.getByRole('button', { name: /^I collected/ }).click();
  await expect(status).toHaveText('Final payment paid');
  await step('Complete the visit').click();
  await expect(status).toHaveText('Completed');
  await expect(facts).toContainText('Completed');
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  // The approved change repriced the order: three units, collected in cash.
  const after = await orderOf(request, company, reference);
  expect(after.order.services[0]?.quantity).toBe(3);
  expect(after.order.payment_status).toBe('collected');
  await expectNoSidewaysScroll(phone, PHONE.width);
  expect(refused).toEqual([]);

  // The field app at desktop width: the list and the visit keep one readable column, nothing overflows.
  await phone.setViewportSize(DESKTOP);
  await phone.goto('/field');
  await expect(phone.getByRole('heading', { level: 1, name: 'My visits' })).toBeVisible();
  await phone.getByRole('tab', { name: 'Past visits' }).click();
  await expect(phone.getByTestId('past-date')).toBeVisible();
  await expectNoSidewaysScroll(phone, DESKTOP.width);
  await phone.screenshot({ path: test.info().outputPath('field-desktop-list.png') });
  await phone.goto(`/field/visits/${order.order.id}`);
  await expect(status).toHaveText('Completed');
  await expectNoSidewaysScroll(phone, DESKTOP.width);
  await phone.screenshot({ path: test.info().outputPath('field-desktop-visit.png'), fullPage: true });
});
