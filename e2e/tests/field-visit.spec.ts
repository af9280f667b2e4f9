import type { Response } from '@playwright/test';
import type { OrderDetails, OrderEvidence } from '@portal/shared/contract';
import { expect } from '../support/api-fixtures';
import { companyGet, companyHeaders } from '../support/company-api';
import { PHONE, takePhoto, fieldVisitTest as test } from '../support/field-phone';
import { orderOf } from '../support/orders';
import { expectNoSidewaysScroll } from '../support/phone-layout';

// Issue 30: the providers' field app (mf-field) on a 390 px phone. A company books a cash visit and ops assign it;
// the technician opens it in the app and takes it through the state machine with only the steps allowed now: on
// the way, arrived, start the work, before/after photos from the camera input (resized on the phone), the
// checklist, the cash — completion is refused with what is missing until then — and completes it. The company
// sees it completed.

test.use({
  companyName: 'Field Visit Co',
  visitBranch: { name: 'Olaya Field Office', code: 'OLY-F1', type: 'Office', area: 'Al Olaya' },
});
test.describe.configure({ timeout: 240_000 });

test('a technician takes a cash visit from assigned to completed in the field app; the company sees it', async ({
  page,
  company,
  request,
  visitBranch,
  visit: { reference, order, phone, refused, info },
}) => {
  // The technician's phone is signed in as the provider account.
  expect(info.role.account_type).toBe('provider');

  // Lands on its visits; the new one is listed with its branch and the cash to collect. Measured: the JavaScript
  // a cold start loads (bytes as sent, brotli) until the visits are on screen.
  const scripts: Promise<number>[] = [];
  const onResponse = (response: Response) => {
    if (response.url().endsWith('.js'))
      scripts.push(
        response
          .request()
          .sizes()
          .then((s) => s.responseBodySize),
      );
  };
  phone.on('response', onResponse);
  await phone.goto('/');
  await expect(phone).toHaveURL(/\/field$/);
  await expect(phone.getByRole('heading', { level: 1, name: 'My visits' })).toBeVisible();
  await expect(phone.locator('[data-testid="visit-card"]').first()).toBeVisible();
  phone.off('response', onResponse);
  const coldStart = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
  test.info().annotations.push({
    type: 'cold-start JS',
    description: `${(coldStart / 1024).toFixed(1)} KB in ${scripts.length} files`,
  });
  console.log(`field app cold start: ${(coldStart / 1024).toFixed(1)} KB of JavaScript in ${scripts.length} files`);
  const card = phone.locator(`[data-testid="visit-card"][href$="/${order.order.id}"]`);
  await expect(card).toContainText(visitBranch.name);
  await expect(card).toContainText('AC maintenance');
  await expect(card).toContainText('Due:');
  await expectNoSidewaysScroll(phone, PHONE.width);
  await card.click();

  const screen = phone.getByTestId('visit-page');
  const status = phone.getByTestId('visit-status');
  await expect(phone.getByRole('heading', { level: 1, name: `Visit ${reference}` })).toBeVisible();
  await expect(screen.getByRole('link', { name: 'Open in maps' })).toHaveAttribute('href', /google\.com\/maps/);
  const step = (name: string) => screen.getByRole('button', { name, exact: true });

  // Only the step the machine allows now is offered.
  await expect(step('On my way')).toBeVisible();
  await expect(step('I have arrived')).toHaveCount(0);
  await step('On my way').click();
  await expect(status).toHaveText('On the way');
  await step('I have arrived').click();
  await expect(status).toHaveText('Arrived');
  await expect(step('Start the work')).toBeVisible();
  await expect(step('Start the inspection')).toBeVisible();

  // A "before" photo from the camera input (resized and re-encoded as a JPEG on the phone: checked at the end).
  await takePhoto(screen, 'before');
  await expect(screen.getByTestId('photos-before-count')).toHaveText('1 photo(s)');
  await step('Start the work').click();
  await expect(status).toHaveText('In progress');

  // Complete is refused until the checklist is done and the cash collected; the screen says what is missing.
  const blockers = screen.getByTestId('complete-blockers');
  await expect(blockers).toContainText('tick every item of the checklist');
  await expect(blockers).toContainText('collect the amount due');
  await expect(step('Complete the visit')).toBeDisabled();

  await takePhoto(screen, 'after');
  await expect(screen.getByTestId('photos-after-count')).toHaveText('1 photo(s)');

  const items = screen.getByTestId('checklist-item');
  const count = await items.count();
  expect(count).toBeGreaterThanOrEqual(4); // the service + the three standard items
  for (let index = 0; index < count; index++) await items.nth(index).getByRole('checkbox').check();
  await items.first().getByRole('textbox').fill('Both units cleaned and tested');
  await screen.getByRole('button', { name: 'Save the checklist' }).click();
  await expect(blockers).not.toContainText('tick every item of the checklist');

  const cash = screen.getByTestId('cash-section');
  await expect(cash).toContainText('SAR');
  await cash.getByRole('button', { name: /^I collected/ }).click();
  await expect(cash).toContainText('Confirm that you received');
  await cash.getByRole('button', { name: /^I collected/ }).click();
  await expect(status).toHaveText('Final payment paid');
  await expect(blockers).toHaveCount(0);
  await step('Complete the visit').click();
  await expect(status).toHaveText('Completed');
  await expect(screen.getByText('Nothing to do on this visit now.')).toBeVisible();
  await expectNoSidewaysScroll(phone, PHONE.width);
  expect(refused).toEqual([]);

  // The company's side: the order is completed, paid in cash, with the photos and the note. The phone shows a step
  // at once and its outbox sends it just after (ADR 0052): wait for the last one to reach the API.
  await expect(phone.getByTestId('outbox')).toHaveCount(0, { timeout: 30_000 });
  await expect.poll(async () => (await orderOf(request, company, reference)).order.status).toBe('completed');
  const after: OrderDetails = await orderOf(request, company, reference);
  expect(after.order.status).toBe('completed');
  expect(after.order.payment_status).toBe('collected');
  const evidence = await companyGet<OrderEvidence>(request, company, `company/orders/order/${reference}/evidence`);
  expect(evidence.photos.map((photo) => photo.stage).sort()).toEqual(['after', 'before']);
  expect(evidence.checklist_complete).toBe(true);
  // The camera's PNG arrived as the phone's JPEG re-encoding.
  const photo = await request.get(evidence.photos[0]!.url, { headers: companyHeaders(company) });
  expect(photo.headers()['content-type']).toBe('image/jpeg');
  await page.goto(`/b2b/orders/view/${reference}`);
  await expect(page.getByTestId('order-facts')).toContainText('Completed');
});
