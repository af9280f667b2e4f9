import { expect, signedInTest as test } from '../support/api-fixtures';
import { rechargeByCard } from '../support/money';
import { useLanguage } from '../support/portal';

// Issue 28.6 on screen, in Arabic: no raw translation key in the role editor, the riyal written "ر.س." on /settings,
// a reference kept on one line on a phone, and the English company name not prefilled with the Arabic one.

test.describe('Arabic without slips', () => {
  test.use({ companyName: 'مؤسسة الرياض للتجربة' });
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'en');
  });

  test('role editor, settings, a reference on a phone and the account form', async ({ page }) => {
    await rechargeByCard(page, '150', 'success');
    await page.evaluate(() => localStorage.setItem('b2b-portal-language', JSON.stringify('ar')));
    await page.setViewportSize({ width: 390, height: 844 });

    // A reference is one left-to-right run that never wraps at its hyphens.
    await page.goto('/b2b/wallets/transactions');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const reference = page.getByTestId('transactions-page').locator('bdi[dir="ltr"]').first();
    await expect(reference).toHaveText(/^[A-Z]+-[\w-]+$/);
    await expect(reference).toHaveCSS('white-space', 'nowrap');
    const box = await reference.boundingBox();
    const lineHeight = await reference.evaluate((node) => Number.parseFloat(getComputedStyle(node).fontSize) * 1.6);
    expect(box!.height).toBeLessThanOrEqual(lineHeight);

    // The platform's currency as an Arabic reader writes it.
    await page.goto('/settings');
    const currency = page
      .locator('div')
      .filter({ hasText: /^العملة/ })
      .last();
    await expect(currency).toHaveText('العملةر.س.');
    await expect(page.getByRole('main')).not.toContainText('SAR');

    // Every group of the role editor has its Arabic name; no key shows.
    await page.goto('/b2b/roles');
    await page.getByRole('button', { name: 'إضافة دور' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('region', { name: 'الدخول والحساب' })).toBeVisible();
    await expect(dialog).not.toContainText('roleEditor.');

    // Registration took one (Arabic) name: the English field waits to be filled.
    await page.keyboard.press('Escape');
    await page.goto('/pages/account-information');
    await expect(page.getByRole('textbox', { name: /اسم الشركة \(بالعربية\)/ })).toHaveValue('مؤسسة الرياض للتجربة');
    await expect(page.getByRole('textbox', { name: /اسم الشركة \(بالإنجليزية\)/ })).toHaveValue('');
  });
});
