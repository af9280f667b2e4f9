import { expect, test } from '../support/api-fixtures';
import { installSession } from '../support/browser-session';
import { expectContentFits, openWallet, rechargeByCard, rowWith } from '../support/money';
import { useLanguage } from '../support/portal';

// Issue 31.2 (ADR 0055): a company without its VAT number and national address is sent to its account page at its
// first purchase; once it has filled them there, its tax invoice shows them beside the seller's identity, in
// English and in Arabic, on a 390 px phone.

test.describe('buyer identity on tax invoices', () => {
  test('the first purchase asks for the VAT number and address; the invoice then shows them (en, ar, 390 px)', async ({
    page,
    api,
    context,
  }) => {
    const owner = await api.registerCompany('Olaya Trading Co', undefined, { buyerIdentity: false });
    await installSession(context, owner.info);
    await useLanguage(page, 'en');
    await page.setViewportSize({ width: 390, height: 844 });

    await openWallet(page);
    await page.getByRole('button', { name: 'Recharge wallet' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Card' }).click();
    await dialog.getByRole('textbox', { name: /Amount \(SAR\)/ }).fill('500');
    await dialog.getByRole('button', { name: 'Continue to payment' }).click();
    // The refusal shows inside the dialog (a snackbar behind a modal dialog cannot be reached).
    const refusal = dialog.getByTestId('dialog-refusal');
    await expect(refusal).toContainText('VAT number');
    await expect(page).not.toHaveURL(/\/payment\?session=/);
    await refusal.getByRole('button', { name: 'Open account information' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/pages\/account-information$/);

    await page.getByLabel('VAT number').fill('310122393500003');
    await page.getByLabel('Building number').fill('7235');
    await page.getByLabel('Street').fill('Olaya Street');
    await page.getByLabel('District').fill('Al Olaya');
    await page.getByLabel('City').fill('Riyadh');
    await page.getByRole('button', { name: 'Save changes' }).click();
    // The postal code is part of the address: asked for before anything is saved.
    await expect(page.getByText('This field is required').first()).toBeVisible();
    await page.getByLabel('Postal code').fill('12244');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Record has been updated successfully').first()).toBeVisible();

    await rechargeByCard(page, '500', 'success');
    // The list as a table (desktop), then the invoice on the phone.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/b2b/invoices');
    await rowWith(page, 'Wallet recharge').getByRole('link').click();
    const invoice = page.getByTestId('invoice-document');
    await expect(invoice).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(invoice.getByTestId('buyer-vat')).toHaveText('310122393500003');
    await expect(invoice.getByTestId('buyer-address')).toContainText('7235 Olaya Street, Al Olaya, Riyadh 12244');
    await expect(invoice.getByTestId('seller-vat')).toHaveText(/^3\d{13}3$/);
    await expect(invoice.getByTestId('seller-address')).toBeVisible();
    await expectContentFits(page, 'invoice-page');

    await page.evaluate(() => localStorage.setItem('b2b-portal-language', JSON.stringify('ar')));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(invoice.getByTestId('invoice-buyer')).toContainText('المشتري / Buyer');
    await expect(invoice.getByTestId('buyer-vat')).toHaveText('310122393500003');
    await expect(invoice.getByTestId('buyer-address')).toContainText('العنوان / Address');
    await expect(invoice.getByTestId('buyer-address')).toContainText('7235 Olaya Street, Al Olaya, Riyadh 12244');
    await expect(invoice.getByTestId('seller-address')).toBeVisible();
    await expectContentFits(page, 'invoice-page');
  });
});
