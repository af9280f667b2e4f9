import { readFile } from 'node:fs/promises';
import { expect, signedInTest as test } from '../support/api-fixtures';
import {
  expectContentFits,
  openWallet,
  receiptPdf,
  rechargeByCard,
  refundReference,
  rowWith,
  toast,
  walletBalance,
} from '../support/money';
import { confirmTransferAsOps, rejectRefundAsOps } from '../support/money-ops';
import { useLanguage } from '../support/portal';

// Issue 9: the wallet, recharged by card through the built-in test gateway and by bank transfer confirmed by ops.
// Each test registers its own company, so balances start at zero and never depend on another test.

test.describe('wallet recharge', () => {
  test.use({ companyName: 'Wallet Test Co' });
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'en');
  });

  test('by card, paid on the test gateway: balance, toast, movement, payment and invoice', async ({ page }) => {
    await openWallet(page);
    expect(await walletBalance(page)).toBe(0);
    await expect(page.getByText('No movements yet. Recharge your wallet to get started.')).toBeVisible();

    // The hosted page shows what is paid before anything is charged.
    await page.getByRole('button', { name: 'Recharge wallet' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /Amount \(SAR\)/ }).fill('250.50');
    await dialog.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(/\/payment\?session=/);
    await expect(page.getByTestId('gateway-amount')).toHaveText('SAR 250.50');
    await expect(page.getByTestId('gateway-merchant')).not.toBeEmpty();
    await page.getByRole('button', { name: 'Pay (success)' }).click();

    // Back on the wallet, the payment parameter is gone and the balance is updated.
    await expect(page).toHaveURL(/\/b2b\/wallets$/);
    await expect(toast(page, 'Payment successful: SAR 250.50 has been added to your wallet')).toBeVisible();
    await expect(page.getByTestId('wallet-balance')).toContainText('SAR 250.50');
    await expect(page.getByTestId('recent-movements')).toContainText('+SAR 250.50');

    await page.getByRole('link', { name: 'All payments' }).click();
    await expect(page.getByTestId('payments-page')).toBeVisible();
    const payment = rowWith(page, 'SAR 250.50');
    await expect(payment).toContainText('Card');
    await expect(payment).toContainText('Recharge');
    await expect(payment).toContainText('Paid');

    // The list exports as CSV with the same rows.
    const reference = (await payment.getByRole('cell').first().textContent())?.trim() ?? '';
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: 'CSV file (.csv)' }).click();
    const csv = await download;
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    expect(await readFile((await csv.path()) ?? '', 'utf8')).toContain(reference);

    await page.goto('/b2b/invoices');
    await expect(rowWith(page, 'Wallet recharge')).toContainText('SAR 250.50');
    await expect(rowWith(page, 'Wallet recharge')).toContainText('Paid');
  });

  test('by card, declined on the test gateway: error toast and nothing added', async ({ page }) => {
    await rechargeByCard(page, '400', 'failure');
    await expect(toast(page, 'The card payment was not completed')).toBeVisible();
    await expect(page.getByTestId('wallet-balance')).toContainText('SAR 0.00');
    await expect(page.getByText('No movements yet. Recharge your wallet to get started.')).toBeVisible();

    await page.goto('/b2b/wallets/payments');
    const payment = rowWith(page, 'SAR 400.00');
    await expect(payment).toContainText('Failed');
    await expect(payment).not.toContainText('Paid');
  });

  test('by bank transfer: receipt upload, pending for 24 h, confirmed by ops, then in the balance', async ({
    page,
  }) => {
    await openWallet(page);
    await page.getByRole('button', { name: 'Recharge wallet' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Bank transfer' }).click();
    await dialog.getByRole('textbox', { name: /Amount \(SAR\)/ }).fill('1500');

    // A wrong file type is refused before anything is sent.
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'receipt.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a receipt'),
    });
    await expect(dialog.getByText('Only PDF, JPEG or PNG files are accepted')).toBeVisible();

    await dialog.locator('input[type="file"]').setInputFiles(receiptPdf());
    await dialog.getByLabel('Note (optional)').fill('Al Rajhi transfer 2211');
    await dialog.getByRole('button', { name: 'Submit transfer' }).click();
    await expect(toast(page, 'Your transfer has been received and will be confirmed within 24 hours')).toBeVisible();

    // The temporary transaction is listed, pending, with the 24-hour notice; the balance is unchanged.
    await expect(page).toHaveURL(/\/b2b\/wallets\/temp-transactions$/);
    await expect(page.getByTestId('transfer-notice')).toContainText('confirmed within 24 hours');
    const transfer = rowWith(page, 'SAR 1,500.00');
    await expect(transfer).toContainText('Pending');
    await expect(transfer).toContainText('transfer-receipt.pdf');
    const reference = (await transfer.getByRole('cell').first().textContent())?.trim() ?? '';
    expect(reference).not.toBe('');

    await openWallet(page);
    expect(await walletBalance(page)).toBe(0);
    await expect(page.getByTestId('pending-transfers')).toContainText('SAR 1,500.00');

    // Ops confirm it through the ops API, signed in as the seeded ops account.
    await confirmTransferAsOps(page.request, reference);

    await openWallet(page);
    await expect(page.getByTestId('wallet-balance')).toContainText('SAR 1,500.00');
    await expect(page.getByTestId('pending-transfers')).toHaveCount(0);
    await page.getByRole('link', { name: 'All transactions' }).click();
    await expect(page.getByTestId('transactions-page')).toBeVisible();
    const movement = rowWith(page, '+SAR 1,500.00');
    await expect(movement).toContainText('Deposit');
    await expect(movement).toContainText('Bank transfer');

    await page.goto('/b2b/wallets/temp-transactions');
    await expect(rowWith(page, reference)).toContainText('Confirmed');
  });

  test('refund to the bank: IBAN checked, the amount leaves the wallet, ops reject it and it comes back', async ({
    page,
  }) => {
    await rechargeByCard(page, '300', 'success');
    await expect(page.getByTestId('wallet-balance')).toContainText('SAR 300.00');
    await page.getByRole('button', { name: 'Refund to bank' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /Amount \(SAR\)/ }).fill('120');
    await dialog.getByRole('textbox', { name: /IBAN/ }).fill('SA03 8000 0000 6080 1016 7518');
    await dialog.getByRole('textbox', { name: /Account holder/ }).fill('Wallet Test Co Finance');
    await dialog.getByRole('button', { name: 'Request refund' }).click();
    await expect(dialog.getByText('Enter a valid Saudi IBAN (SA followed by 22 digits and letters)')).toBeVisible();
    await dialog.getByRole('textbox', { name: /IBAN/ }).fill('SA03 8000 0000 6080 1016 7519');
    await dialog.getByRole('button', { name: 'Request refund' }).click();
    await expect(toast(page, 'Your refund request has been sent')).toBeVisible();
    await expect(page.getByTestId('wallet-balance')).toContainText('SAR 180.00');
    const list = page.getByTestId('refund-list');
    await expect(list).toContainText('Being processed');
    const reference = await refundReference(list);

    await rejectRefundAsOps(page.request, reference, 'The account name does not match');
    await openWallet(page);
    await expect(page.getByTestId('wallet-balance')).toContainText('SAR 300.00');
    await expect(list).toContainText('Rejected');
    await expect(list).toContainText('The account name does not match');
  });

  test('the wallet and its lists fit a 390 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [path, testId] of [
      ['/b2b/wallets', 'wallet-page'],
      ['/b2b/wallets/payments', 'payments-page'],
      ['/b2b/wallets/transactions', 'transactions-page'],
      ['/b2b/wallets/temp-transactions', 'temp-transactions-page'],
      ['/b2b/wallets/spending', 'spending-page'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectContentFits(page, testId);
    }
    await page.goto('/b2b/wallets');
    await page.getByRole('button', { name: 'Recharge wallet' }).click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Continue to payment' })).toBeInViewport();
  });
});
