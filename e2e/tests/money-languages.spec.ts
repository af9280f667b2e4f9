import { expect, signedInTest as test } from '../support/api-fixtures';
import { expectContentFits, openWallet, rechargeByCard, rowWith } from '../support/money';
import { useLanguage } from '../support/portal';

// Issue 9 in French and Arabic: after a 1 234,50 SAR card recharge, the user switches the portal to French from the
// user menu; the wallet, the transactions list and the recharge invoice read in French with fr amounts
// ("1 234,50 SAR") left-to-right. The running statement then reads in Arabic, right-to-left, on a 390 px phone.

// fr-FR groups thousands with a (narrow) no-break space and writes a decimal comma before the currency code.
const FR_AMOUNT = /1\s234,50\sSAR/;

test.describe('money pages in French and the statement in Arabic', () => {
  test.use({ companyName: 'Société Najd Maintenance' });
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'en');
    await rechargeByCard(page, '1234.50', 'success');
    await expect(page.getByTestId('wallet-balance')).toContainText('SAR 1,234.50');
  });

  test('wallet, transactions and an invoice in French, amounts per fr, left-to-right', async ({ page }) => {
    await openWallet(page);
    await page.getByRole('button', { name: /User menu/ }).click();
    await page.getByRole('menuitem', { name: 'Language' }).click();
    await page.getByRole('menuitemradio', { name: 'Français' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

    // Wallet
    await expect(page.getByRole('heading', { level: 1, name: 'Portefeuille' })).toBeVisible();
    await expect(page.getByTestId('wallet-balance')).toContainText('Solde du portefeuille');
    await expect(page.getByTestId('wallet-balance')).toContainText(FR_AMOUNT);
    await expect(page.getByRole('button', { name: 'Recharger' })).toBeVisible();
    await expect(page.getByTestId('recent-movements')).toContainText('Dépôt');

    // Transactions: §4 labels in French, the signed amount per fr
    await page.getByRole('link', { name: 'Toutes les transactions' }).click();
    await expect(page.getByTestId('transactions-page')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Solde après' })).toBeVisible();
    const movement = rowWith(page, 'Dépôt');
    await expect(movement).toContainText('Carte');
    await expect(movement).toContainText(/\+1\s234,50\sSAR/);
    await expect(movement).toContainText('Recharge du portefeuille par carte');

    // The recharge invoice: the page speaks French; the tax document itself stays Arabic/English (Saudi rule)
    await page.goto('/b2b/invoices');
    await expect(page.getByRole('heading', { level: 1, name: 'Factures' })).toBeVisible();
    const invoiceRow = rowWith(page, 'Recharge du portefeuille');
    await expect(invoiceRow).toContainText('Payée');
    await expect(invoiceRow).toContainText(FR_AMOUNT);
    await invoiceRow.getByRole('link').click();
    await expect(page).toHaveURL(/\/b2b\/invoices\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Facture');
    await expect(page.getByRole('button', { name: 'Imprimer' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Télécharger le PDF' })).toBeVisible();
    const invoice = page.getByTestId('invoice-document');
    await expect(invoice.locator('[data-status]').first()).toHaveText('Payée');
    await expect(invoice).toContainText(FR_AMOUNT);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  test('the statement in Arabic: right-to-left, Arabic labels and digits, fits a 390 px phone', async ({ page }) => {
    await page.evaluate(() => {
      localStorage.setItem('b2b-portal-language', JSON.stringify('ar'));
      // Arabic-Indic digits are a preference (Latin by default, issue 14.5); with it, every number of the page uses them.
      localStorage.setItem('b2b-portal-arabicDigits', JSON.stringify('arabic'));
    });
    await page.setViewportSize({ width: 390, height: 844 });
    // From the transactions list, as a user finds it.
    await page.goto('/b2b/wallets/transactions');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('button', { name: 'كشف الحساب' }).click();
    await expect(page).toHaveURL(/\/b2b\/wallets\/statement/);
    await expect(page.getByTestId('statement-page')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'كشف الحساب' })).toBeVisible();
    await expect(page.getByTestId('statement-opening')).toContainText('الرصيد الافتتاحي');
    // The month so far holds the recharge: opening 0, closing the recharge, in Arabic digits and riyal sign.
    await expect(page.getByTestId('statement-opening').locator('[data-amount]')).toHaveAttribute('data-amount', '0');
    const closing = page.getByTestId('statement-closing');
    await expect(closing).toContainText('الرصيد الختامي');
    await expect(closing.locator('[data-amount]')).toHaveAttribute('data-amount', '123450');
    await expect(closing).toContainText('١٬٢٣٤٫٥٠');
    await expect(closing).toContainText('ر.س');
    // One numeral system per page: the balances show no Latin digit next to the Arabic-Indic ones (issue 14.5).
    expect(await closing.textContent()).not.toMatch(/[0-9]/);
    expect(await page.getByTestId('statement-opening').textContent()).not.toMatch(/[0-9]/);
    const table = page.getByRole('table', { name: 'حركات كشف الحساب' });
    await expect(table).toContainText('إيداع');
    await expect(page.getByRole('button', { name: 'تصدير' })).toBeVisible();
    await expectContentFits(page, 'statement-page');
  });
});
