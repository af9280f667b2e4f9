import { expect, signedInTest, test } from '../support/api-fixtures';
import { expectAccessible } from '../support/axe';
import { useLanguage } from '../support/portal';
import { saveScreenshot } from '../support/screenshots';

// axe on the pages issue 3 names, in Arabic and English: no serious or critical violation.
for (const language of ['ar', 'en'] as const) {
  test.describe(`accessibility in ${language}`, () => {
    test(`login page (${language})`, async ({ page }) => {
      await useLanguage(page, language);
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await saveScreenshot(page, `login-${language}`);
      await expectAccessible(page, `login-${language}`);
    });

    signedInTest(`default layout, vertical and horizontal, and account settings (${language})`, async ({ page }) => {
      await useLanguage(page, language);
      await page.goto('/b2b/dashboards/analytics');
      await expect(page.getByTestId('stat-members')).toBeVisible();
      await saveScreenshot(page, `layout-vertical-${language}`);
      await expectAccessible(page, `layout-vertical-${language}`);

      await page.evaluate(() => localStorage.setItem('b2b-portal-navigation', JSON.stringify('horizontal')));
      await page.reload();
      await expect(page.locator('[data-navigation="horizontal"]')).toBeVisible();
      await expect(page.getByTestId('stat-members')).toBeVisible();
      await saveScreenshot(page, `layout-horizontal-${language}`);
      await expectAccessible(page, `layout-horizontal-${language}`);

      await page.goto('/pages/account-settings/account');
      await expect(page.getByRole('tab', { selected: true })).toBeVisible();
      await expect(page.locator('form input').first()).toBeVisible();
      await saveScreenshot(page, `account-settings-${language}`);
      await expectAccessible(page, `account-settings-${language}`);
    });
  });
}
