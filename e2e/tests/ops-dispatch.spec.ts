import type { APIRequestContext, Browser } from '@playwright/test';
import { expect, signedInTest as test } from '../support/api-fixtures';
import { toast } from '../support/money';
import { opsBrowserPage } from '../support/ops-browser';
import { cashOrderAtNewBranch, orderOf } from '../support/orders';
import { useLanguage } from '../support/portal';
import { refusals } from '../support/refusals';

// Issue 27.4: the dispatch board of the operations console. A company places an order; the ops agent finds it on
// the board of its visit day (waiting for a provider), confirms it and assigns a free provider in the browser, each
// step one request with an Idempotency-Key; the company's open order page shows the provider without a reload (the
// event stream). At 390 px the board's visits are cards and the page does not scroll sideways. A visit that fails is
// marked so with a reason from the fail list (issue 32.4, ADR 0058), which the company then reads on its order.

/**
 * A company's cash order at a new branch, its order page open in English, and the ops agent's board of the visit's
 * day searched for it: the order's row (references are per company: the demo company may have the same one).
 */
type OrderArgs = Parameters<typeof cashOrderAtNewBranch>;
type Sides = {
  page: OrderArgs[0];
  api: OrderArgs[1];
  company: OrderArgs[2];
  browser: Browser;
  request: APIRequestContext;
};

async function orderOnTheBoard(
  { page, api, company, browser, request }: Sides,
  branch: OrderArgs[3],
  companyName: string,
) {
  await useLanguage(page, 'en');
  const reference = await cashOrderAtNewBranch(page, api, company, branch);
  const facts = page.getByTestId('order-facts');
  const ops = await opsBrowserPage(browser, request);
  const refused = refusals(ops);
  const { order } = await orderOf(request, company, reference);
  await ops.goto(`/ops/dispatch?date=${order.date}`);
  await ops.getByRole('searchbox').fill(reference);
  const row = ops
    .locator(`[data-testid="dispatch-order"][data-reference="${reference}"]`)
    .filter({ hasText: companyName });
  return { reference, facts, ops, refused, row };
}

test.describe('operations console: dispatch board', () => {
  test.use({ companyName: 'Dispatch Board Co' });

  test('ops assign a provider to a company order on the board; the company sees the provider live', async ({
    page,
    api,
    company,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const branch = { name: 'Malaz Office', code: 'MLZ-1', type: 'Office', area: 'Al Malaz' };
    // The ops agent opens the board of the visit's day.
    const { reference, facts, ops, refused, row } = await orderOnTheBoard(
      { page, api, company, browser, request },
      branch,
      'Dispatch Board Co',
    );
    await expect(facts).toContainText('Not assigned yet');
    await expect(ops.getByTestId('ops-dispatch-page')).toBeVisible();
    await expect(ops.getByRole('heading', { level: 1, name: 'Dispatch board' })).toBeVisible();
    await expect(ops.getByTestId('dispatch-providers')).toBeVisible();
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('AC maintenance');
    await expect(row).toContainText('No provider yet');

    // Only what the machine allows: a new order is confirmed first; assigning comes after.
    await expect(row.getByRole('button', { name: `Assign a provider to ${reference}` })).toHaveCount(0);
    const confirmed = ops.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/transition'));
    await row.getByRole('button', { name: `Confirm order ${reference}` }).click();
    expect((await confirmed).headers()['idempotency-key']).toBeTruthy();
    await expect(toast(ops, 'Visit confirmed: a provider can be assigned.')).toBeVisible();
    await expect(facts.getByTestId('order-status')).toHaveText('Confirmed');

    await row.getByRole('button', { name: `Assign a provider to ${reference}` }).click();
    const dialog = ops.getByTestId('dispatch-step-dialog');
    await expect(dialog).toContainText(reference);
    // The providers free at the visit's slot come first, busy ones cannot be chosen.
    const providerName = (await dialog.locator('[data-free="true"]').first().getAttribute('data-name')) ?? '';
    expect(providerName.length).toBeGreaterThan(0);
    await dialog.getByRole('radio', { name: new RegExp(`^${providerName}`) }).check();
    const assigned = ops.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/assignProvider'));
    await dialog.getByRole('button', { name: 'Assign the provider' }).click();
    expect((await assigned).headers()['idempotency-key']).toBeTruthy();
    await expect(toast(ops, 'Provider assigned: the company sees it.')).toBeVisible();
    await expect(row.getByTestId('dispatch-provider')).toHaveText(providerName);
    // Assigned now: the machine offers a re-assignment (with a reason) and no more "no provider".
    await expect(row.getByRole('button', { name: `Reassign ${reference}` })).toBeVisible();
    await expect(row.getByRole('button', { name: `No provider for ${reference}` })).toHaveCount(0);

    // The company's open order page shows the provider without a reload.
    await expect(facts.getByTestId('order-status')).toHaveText('Provider assigned');
    await expect(facts).toContainText(providerName);
    expect(refused).toEqual([]);

    // At 390 px the visits are cards and nothing sticks out sideways.
    await ops.setViewportSize({ width: 390, height: 844 });
    await expect(row).toBeVisible();
    const overflow = await ops.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await ops.context().close();
  });
});

test.describe('operations console: a visit that failed', () => {
  // Its own company name: references are per company, and the other test's company may have the same one.
  test.use({ companyName: 'Failed Visit Co' });

  test('ops mark a visit failed with a listed reason (Other needs words); the company sees the reason', async ({
    page,
    api,
    company,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const branch = { name: 'Olaya Office', code: 'OLY-9', type: 'Office', area: 'Al Malaz' };
    const { reference, facts, ops, refused, row } = await orderOnTheBoard(
      { page, api, company, browser, request },
      branch,
      'Failed Visit Co',
    );
    await row.getByRole('button', { name: `Mark visit ${reference} failed` }).click();
    const dialog = ops.getByTestId('dispatch-step-dialog');
    const reason = dialog.getByRole('combobox', { name: /Reason/ });
    await expect(reason.locator('option')).toContainText(['Choose a reason', 'The site could not be reached']);
    // "Other" asks for the words before anything is sent.
    await reason.selectOption('other');
    await dialog.getByRole('button', { name: 'Mark the visit failed' }).click();
    await expect(dialog).toContainText('Write the reason.');
    await reason.selectOption('customer_absent');
    await dialog.getByRole('textbox', { name: 'Details (optional)' }).fill('Gate locked at 9:00');
    const failed = ops.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/transition'));
    await dialog.getByRole('button', { name: 'Mark the visit failed' }).click();
    const sent = await failed;
    expect(sent.headers()['idempotency-key']).toBeTruthy();
    expect(sent.postDataJSON()).toEqual({
      operation: 'fail',
      reason_code: 'customer_absent',
      reason: 'Gate locked at 9:00',
    });
    await expect(toast(ops, 'Visit marked failed.')).toBeVisible();
    await expect(row.getByRole('button', { name: `Mark visit ${reference} failed` })).toHaveCount(0);
    expect(refused).toEqual([]);
    await ops.context().close();

    // The company's order page: failed, with the listed reason and the words.
    await expect(facts.getByTestId('order-status')).toHaveText('Failed');
    await page.reload();
    await expect(facts).toContainText('Nobody was on site to let the technician in');
    await expect(facts).toContainText('Gate locked at 9:00');
  });
});
