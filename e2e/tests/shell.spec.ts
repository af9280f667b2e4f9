import { expect, signedInTest, test } from '../support/api-fixtures';
import { onSignInDocument, useLanguage } from '../support/portal';

test.describe('shell: guard, redirects, preferences', () => {
  test('an anonymous visitor is sent to login with `to`, nested paths included', async ({ page }) => {
    // Landing on that page after the code step is the sign-in form's test (sign-in.spec.ts).
    await useLanguage(page, 'en');
    await page.goto('/pages/account-settings/security');
    await expect(page).toHaveURL(/\/login\?to=%2Fpages%2Faccount-settings%2Fsecurity$/);
    await expect(page.getByLabel('Mobile number')).toBeVisible();
  });

  signedInTest(
    'a signed-in user is sent from the guest pages to "/", and "/" to the analytics dashboard',
    async ({ page }) => {
      await useLanguage(page, 'en');
      await page.goto('/');
      await expect(page.getByTestId('analytics-dashboard')).toBeVisible();
      for (const path of ['/login', '/register', '/signin', '/forgot-password']) {
        await page.goto(path);
        await expect(page).toHaveURL(/\/b2b\/dashboards\/analytics$/);
      }
      await page.goto('/pages/user-profile');
      await expect(page).toHaveURL(/\/pages\/user-profile\/profile$/);
      await page.goto('/pages/account-settings');
      await expect(page).toHaveURL(/\/pages\/account-settings\/account$/);
    },
  );

  test('unknown pages show 404, also under the misc prefix; "/" without a session goes to login keeping the query', async ({
    page,
  }) => {
    await useLanguage(page, 'en');
    await page.goto('/no/such/page');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await page.goto('/pages/misc/not-found');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await page.goto('/?utm=flyer');
    await expect(page).toHaveURL(/\/login\?utm=flyer$/);
    await onSignInDocument(page);
    await page.goto('/not-authorized');
    await expect(page.getByTestId('not-authorized')).toBeVisible();
  });

  signedInTest('theme and navigation preferences persist over a reload', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/');
    await expect(page.getByTestId('analytics-dashboard')).toBeVisible();
    await page.getByRole('button', { name: /^Theme:/ }).click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect(page.locator('[data-theme="dark"]').first()).toBeVisible();

    await page.getByTestId('open-customizer').click();
    const drawer = page.getByRole('dialog', { name: 'Customizer' });
    await drawer.getByRole('radio', { name: 'Horizontal' }).check();
    await drawer.getByRole('radio', { name: 'Full width' }).check();
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(page.locator('[data-navigation="horizontal"]')).toBeVisible();

    await page.reload();
    await expect(page.getByTestId('analytics-dashboard')).toBeVisible();
    await expect(page.locator('[data-theme="dark"]').first()).toBeVisible();
    await expect(page.locator('[data-navigation="horizontal"]')).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'b2b-portal-theme')?.value).toBe('dark');
  });

  signedInTest('the navbar search finds a page the user may open and goes there', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/');
    await expect(page.getByTestId('analytics-dashboard')).toBeVisible();
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search pages' });
    await dialog.getByRole('textbox').fill('wallet');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/b2b\/wallets$/);
  });

  signedInTest('the scroll-to-top button appears after 200 px', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto('/');
    await expect(page.getByTestId('analytics-dashboard')).toBeVisible();
    await page.goto('/pages/account-information');
    await expect(page.getByRole('heading', { name: 'Account information' })).toBeVisible();
    await expect(page.getByTestId('scroll-to-top')).toHaveCount(0);
    // Scroll the page itself (a wheel over the navigation would scroll the drawer instead). The form arrives after
    // the account is read; until then the page is a spinner, too short to scroll: scroll again until it is tall.
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, 600));
      await expect(page.getByTestId('scroll-to-top')).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await page.getByTestId('scroll-to-top').click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(10);
  });

  signedInTest('the user menu switches the language too', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/');
    await expect(page.getByTestId('analytics-dashboard')).toBeVisible();
    await page.getByRole('button', { name: /User menu/ }).click();
    await page.getByRole('menuitem', { name: 'Language' }).click();
    await page.getByRole('menuitemradio', { name: 'Français' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { name: 'Tableau de bord analytique' })).toBeVisible();
  });
});
