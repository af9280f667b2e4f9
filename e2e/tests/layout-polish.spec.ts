import { expect, signedInTest as test } from '../support/api-fixtures';
import { useLanguage } from '../support/portal';

// Issue 28.7: the side menu stays in view on a long page (sticky) and scrolls on its own, in both directions.

for (const language of ['en', 'ar'] as const) {
  test(`the side menu stays in view while a long page scrolls (${language})`, async ({ page }) => {
    await useLanguage(page, language);
    await page.setViewportSize({ width: 1366, height: 420 });
    await page.goto('/pages/account-information');
    await expect(page.locator('#content form').first()).toBeVisible();
    const menu = page.getByTestId('side-menu');
    await expect(menu).toBeVisible();
    // Scroll the page itself until it has moved (the form arrives after the account is read).
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, 600));
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    }).toPass({ timeout: 15_000 });
    const box = await menu.boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual(-1);
    expect(box?.y).toBeLessThanOrEqual(1);
    expect(box?.height).toBeLessThanOrEqual(421);
    // Its entries are still on screen, and the menu scrolls by itself when it is longer than the window.
    const entry = menu.getByRole('link').first();
    await expect(entry).toBeInViewport();
    const body = menu.locator('.fui-NavDrawerBody');
    const scrolls = await body.evaluate((element) => element.scrollHeight > element.clientHeight);
    if (scrolls) {
      await body.evaluate((element) => element.scrollTo(0, element.scrollHeight));
      await expect(menu.getByRole('link').last()).toBeInViewport();
    }
  });
}
