import { expect, signedInTest as test } from '../support/api-fixtures';
import { originOf } from '../support/apps';
import { openWallet, receiptPdf, rowWith, toast } from '../support/money';
import { opsSignsIn } from '../support/ops-sign-in';
import { useLanguage } from '../support/portal';
import { refusals } from '../support/refusals';

// Issue 27.1 and 27.3: the operations console (mf-ops). A company uploads a bank transfer; the ops agent signs in on
// the same sign-in page, sees only the console's navigation, finds the transfer in the queue with its company, amount
// and receipt, and confirms it; the company's open page shows it confirmed without a reload (event stream). The UI of
// the ops agent never calls what an ops account may not (no 403), and a company session that opens an ops URL gets
// not-authorized without downloading the console.

test.describe('operations console: bank transfers', () => {
  test.use({ companyName: 'Ops Queue Co' });

  test('ops confirm a company transfer in the browser; the company sees it confirmed live', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await useLanguage(page, 'en');

    // The company uploads its receipt.
    await openWallet(page);
    await page.getByRole('button', { name: 'Recharge wallet' }).click();
    const form = page.getByRole('dialog');
    await form.getByRole('tab', { name: 'Bank transfer' }).click();
    await form.getByRole('textbox', { name: /Amount \(SAR\)/ }).fill('1500');
    await form.locator('input[type="file"]').setInputFiles(receiptPdf());
    await form.getByRole('button', { name: 'Submit transfer' }).click();
    await expect(page).toHaveURL(/\/b2b\/wallets\/temp-transactions$/);
    const companyRow = rowWith(page, 'SAR 1,500.00');
    await expect(companyRow).toContainText('Pending');
    const reference = (await companyRow.getByRole('cell').first().textContent())?.trim() ?? '';
    expect(reference).toMatch(/^TRF-/);
    const uploadedAt = Date.now();

    // The ops agent signs in on the portal's sign-in page with the WhatsApp code.
    const { ops, opsContext, refused } = await opsSignsIn(browser, page.request);

    // Lands in the console (its overview), whose navigation is all there is: no company menu, wallet or invitations.
    await expect(ops).toHaveURL(/\/ops$/);
    await expect(ops.getByTestId('ops-overview-page')).toBeVisible();
    const nav = ops.getByRole('navigation').first();
    await expect(nav.getByRole('link', { name: 'Bank transfers' })).toBeVisible();
    for (const href of await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
      expect(href).toMatch(/^\/ops(\/|$)/);
    await expect(ops.getByRole('link', { name: 'Wallet' })).toHaveCount(0);

    // Measured: from opening the queue to the confirmation done.
    const opened = Date.now();
    let clicks = 0;
    await ops.goto('/ops/transfers');
    await ops.getByRole('searchbox').fill(reference);
    const row = rowWith(ops, reference);
    await expect(row).toContainText('Ops Queue Co');
    await expect(row).toContainText('SAR 1,500.00');
    await expect(row.getByTestId('transfer-waited')).toHaveText(/^\d+ min$/);
    await expect(row.getByRole('button', { name: /Open the receipt/ })).toBeVisible();
    await row.getByRole('button', { name: `Confirm transfer ${reference}` }).click();
    clicks++;
    const dialog = ops.getByTestId('transfer-decision-dialog');
    await expect(dialog).toContainText('Ops Queue Co');
    await expect(dialog).toContainText('SAR 1,500.00');
    await expect(dialog).toContainText('transfer-receipt.pdf');
    const decided = ops.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/confirm'));
    await dialog.getByRole('button', { name: 'Confirm the transfer' }).click();
    clicks++;
    const confirmRequest = await decided;
    expect(confirmRequest.headers()['idempotency-key']).toBeTruthy();
    await expect(toast(ops, 'Transfer confirmed: the wallet is credited.')).toBeVisible();
    const done = Date.now();
    // After the decision the queue is read again: the pending list no longer holds it.
    await expect(rowWith(ops, reference)).toHaveCount(0);

    // The company's open page shows it confirmed, without a reload (event stream).
    await expect(companyRow).toContainText('Confirmed');
    const seen = Date.now();
    test.info().annotations.push({
      type: 'ops-measure',
      description:
        `queue opened → confirmed: ${clicks} clicks, ${((done - opened) / 1000).toFixed(1)} s; ` +
        `company saw it ${((seen - done) / 1000).toFixed(1)} s later; upload → confirmed ${((done - uploadedAt) / 1000).toFixed(1)} s (incl. sign-in)`,
    });
    console.log(`[ops-measure] ${test.info().annotations.at(-1)?.description}`);
    expect(clicks).toBe(2);
    expect(refused).toEqual([]);
    await opsContext.close();
  });

  test('a company session that opens an ops URL gets not-authorized and never loads the console', async ({ page }) => {
    await useLanguage(page, 'en');
    const consoleCode: string[] = [];
    const opsOrigin = originOf('mf-ops');
    page.on('request', (request) => {
      const url = request.url();
      // The shell reads every enabled module's routes document and federation manifest to guard the path (JSON):
      // the console's code itself must not come.
      if (url.startsWith(opsOrigin) && !/\/(portal-routes|mf-manifest)\.json$/.test(new URL(url).pathname))
        consoleCode.push(url);
    });
    const refused = refusals(page);
    await page.goto('/ops/transfers');
    await expect(page.getByTestId('not-authorized')).toBeVisible();
    // A while for a prefetch that should not happen.
    await page.waitForTimeout(1500);
    expect(consoleCode).toEqual([]);
    expect(refused).toEqual([]);
    // The console is not in the company's navigation either.
    await page.goto('/b2b/wallets');
    await expect(page.getByRole('link', { name: 'Bank transfers' })).toHaveCount(0);
  });
});
