import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, signedInTest as test } from '../support/api-fixtures';
import { rechargeByCard, refundReference, rowWith, toast } from '../support/money';
import { opsBrowserPage } from '../support/ops-browser';
import { useLanguage } from '../support/portal';
import { catalogServices, createQuotation } from '../support/quotations';
import { refusals } from '../support/refusals';

// Issue 27.3: the quotations and refunds queues of the operations console (mf-ops). The company acts through its
// pages or the API; the ops agent decides in the browser (the navigation's badge counts the queue); the company's
// open page shows the decision without a reload (event stream). The ops UI never calls what ops may not (no 403).

/** The ops agent's browser, started signed in as the seeded ops account (the sign-in form: ops-transfers.spec.ts). */
async function opsPage(browser: Browser, page: Page) {
  const ops = await opsBrowserPage(browser, page.request);
  return { ops, context: ops.context(), refused: refusals(ops) };
}

/** A quotation far above the automatic approval limit, asked through the API: it waits for ops. */
async function quotationAboveTheLimit(
  request: APIRequestContext,
  company: Parameters<typeof createQuotation>[1],
  branch: { id: string },
) {
  const cleaning = (await catalogServices(request, company)).find((s) => s.code === 'general_cleaning');
  if (!cleaning) throw new Error('the catalog has no general_cleaning');
  const quotation = await createQuotation(request, company, {
    business_type: 'office',
    unit_type: 'office',
    branch_ids: [branch.id],
    period_months: 12,
    area_sqm: 5000,
    building_age_years: 10,
    floors: 20,
    floor_height_m: 3,
    services: [{ service_id: cleaning.id, quantity: 100_000 }],
    package_type: 'visits',
    frequency: 'daily',
  });
  expect(quotation.status).toBe('submitted');
  return quotation;
}

test.describe('operations console: quotations and refunds', () => {
  test.use({ companyName: 'Ops Review Co' });

  test('ops approve a quotation above the automatic limit in the browser; the company sees it approved live', async ({
    page,
    browser,
    api,
    company,
    request,
  }) => {
    test.setTimeout(180_000);
    const branch = await api.createBranch(company, { name: 'Olaya', code: 'OLY-1', type: 'Office', area: 'Al Olaya' });
    const quotation = await quotationAboveTheLimit(request, company, branch);

    // The company looks at its quotation: waiting.
    await useLanguage(page, 'en');
    await page.goto(`/b2b/packages/quotations/${quotation.reference}`);
    const status = page.getByTestId('quotation-status');
    await expect(status).toHaveAttribute('data-status', 'submitted');

    const { ops, context, refused } = await opsPage(browser, page);
    await ops.goto('/ops/quotations');
    await expect(ops.getByTestId('ops-quotations-page')).toBeVisible();
    // The navigation counts the queue (GET ops/queues), at least this one.
    const nav = ops.getByRole('navigation').first();
    await expect(nav.getByTestId('nav-badge-quotations_awaiting')).toHaveText(/^[1-9]\d*$/);
    const before = Number(await nav.getByTestId('nav-badge-quotations_awaiting').textContent());

    await ops.getByRole('searchbox').fill(quotation.reference);
    const row = rowWith(ops, quotation.reference);
    await expect(row).toContainText('Ops Review Co');
    await expect(row).toContainText(quotation.services[0]!.name.en);
    await expect(row.getByTestId('quotation-waited')).toHaveText(/^\d+ min$/);
    await row.getByRole('button', { name: `Approve quotation ${quotation.reference}` }).click();
    const dialog = ops.getByTestId('quotation-decision-dialog');
    await expect(dialog).toContainText('Ops Review Co');
    const decided = ops.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/approve'));
    await dialog.getByRole('button', { name: 'Approve the quotation' }).click();
    expect((await decided).headers()['idempotency-key']).toBeTruthy();
    await expect(toast(ops, 'Quotation approved: the company is told.')).toBeVisible();
    await expect(rowWith(ops, quotation.reference)).toHaveCount(0);
    // The count follows the decision (read again after it), whatever else the seed or other tests queue meanwhile.
    await expect
      .poll(async () => Number((await nav.getByTestId('nav-badge-quotations_awaiting').textContent()) || 0))
      .toBeLessThan(before + 1);

    // The company's open page shows it approved, without a reload.
    await expect(status).toHaveAttribute('data-status', 'approved');
    expect(refused).toEqual([]);
    await context.close();
  });

  test('ops mark a refund paid with the bank reference in the browser; the company sees it paid live', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await useLanguage(page, 'en');
    await rechargeByCard(page, '300', 'success');
    await expect(page.getByTestId('wallet-balance')).toContainText('SAR 300.00');
    await page.getByRole('button', { name: 'Refund to bank' }).click();
    const form = page.getByRole('dialog');
    await form.getByRole('textbox', { name: /Amount \(SAR\)/ }).fill('120');
    await form.getByRole('textbox', { name: /IBAN/ }).fill('SA03 8000 0000 6080 1016 7519');
    await form.getByRole('textbox', { name: /Account holder/ }).fill('Ops Review Co Finance');
    await form.getByRole('button', { name: 'Request refund' }).click();
    await expect(toast(page, 'Your refund request has been sent')).toBeVisible();
    const list = page.getByTestId('refund-list');
    await expect(list).toContainText('Being processed');
    const reference = await refundReference(list);
    expect(reference).toMatch(/^RFD-/);

    const { ops, context, refused } = await opsPage(browser, page);
    await ops.goto('/ops/refunds');
    await expect(ops.getByTestId('ops-refunds-page')).toBeVisible();
    await expect(ops.getByRole('navigation').first().getByTestId('nav-badge-refunds_pending')).toHaveText(/^[1-9]\d*$/);
    await ops.getByRole('searchbox').fill(reference);
    const row = rowWith(ops, reference);
    await expect(row).toContainText('SAR 120.00');
    await expect(row.getByTestId('refund-iban')).toHaveText('SA0380000000608010167519');
    await row.getByRole('button', { name: `Mark refund ${reference} paid` }).click();
    const dialog = ops.getByTestId('refund-decision-dialog');
    await expect(dialog).toContainText('Ops Review Co Finance');
    await dialog.getByRole('textbox', { name: /Bank reference/ }).fill('SNB-E2E-4411');
    const decided = ops.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/pay'));
    await dialog.getByRole('button', { name: 'Mark paid' }).click();
    expect((await decided).headers()['idempotency-key']).toBeTruthy();
    await expect(toast(ops, 'Refund marked paid: the company is told.')).toBeVisible();
    await expect(rowWith(ops, reference)).toHaveCount(0);

    // The company's open wallet page shows it paid out with the bank's reference, without a reload.
    await expect(list).toContainText('Paid out');
    await expect(list.getByTestId('refund-bank-reference')).toHaveText('Bank reference: SNB-E2E-4411');
    await expect(page.getByTestId('wallet-balance')).toContainText('SAR 180.00');
    expect(refused).toEqual([]);
    await context.close();
  });
});

test.describe('operations console: live queues', () => {
  test.use({ companyName: 'Live Queue Co' });

  test('a quotation asked while the queue is open appears in it and in the badge without a reload', async ({
    page,
    browser,
    api,
    company,
    request,
  }) => {
    test.setTimeout(120_000);
    const { ops, context, refused } = await opsPage(browser, page);
    const streamOpened = ops.waitForResponse((response) => response.url().endsWith('/ops/events/stream'));
    // Every document load of the page (a reload), by address: the queue must update in place. A same-document
    // change of the address is not a reload (one happens once after the page opens: not yet explained).
    const navigations: string[] = [];
    // Newest first, so the new quotation is on the first page whatever the seed left waiting.
    await ops.goto('/ops/quotations?sortBy=created_at&sortDesc=true');
    ops.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === ops.mainFrame()) navigations.push(request.url());
    });
    await expect(ops.getByTestId('ops-quotations-page')).toBeVisible();
    expect((await streamOpened).status()).toBe(200);
    const badge = ops.getByRole('navigation').first().getByTestId('nav-badge-quotations_awaiting');
    await expect(ops.getByRole('row').nth(1)).toBeVisible();
    const before = Number((await badge.count()) > 0 ? await badge.textContent() : 0);

    // The company asks for a quotation far above the automatic limit: it waits for ops.
    const branch = await api.createBranch(company, { name: 'Olaya', code: 'OLY-1', type: 'Office', area: 'Al Olaya' });
    const quotation = await quotationAboveTheLimit(request, company, branch);

    // Well within the 30 s the queue polled at before: the stream brought it (the list no longer polls while live).
    // Newest first: a retry's company has the same name and first reference, and its quotation comes first.
    const row = rowWith(ops, quotation.reference).first();
    await expect(row).toContainText('Live Queue Co', { timeout: 10_000 });
    await expect(row.getByRole('button', { name: `Approve quotation ${quotation.reference}` })).toBeVisible();
    await expect.poll(async () => Number(await badge.textContent()), { timeout: 10_000 }).toBeGreaterThan(before);
    expect(navigations).toEqual([]);
    expect(refused).toEqual([]);
    await context.close();
  });
});
