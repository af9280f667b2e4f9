import type { Locator } from '@playwright/test';
import { expect, signedInTest as test } from '../support/api-fixtures';
import { useLanguage } from '../support/portal';

// Issue 28.5: a toast never covers the page's main button. The branches list is scrolled so its "Add branch"
// button sits at the top of the screen, just under the app bar, where toasts appear (top-end); a cancelled
// delete then raises a toast, which must land elsewhere — on a phone and on a desktop, in both directions.

const TEXT = {
  ar: { add: 'إضافة فرع', delete: /^حذف /, cancel: 'إلغاء' },
  en: { add: 'Add branch', delete: /^Delete /, cancel: 'Cancel' },
} as const;

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('no box');
  return found;
}

for (const language of ['ar', 'en'] as const) {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 768 },
  ]) {
    test(`a toast does not cover the page's main button (${language}, ${viewport.width} px)`, async ({
      page,
      api,
      company,
    }) => {
      test.setTimeout(120_000);
      const text = TEXT[language];
      for (let n = 1; n <= 10; n += 1)
        await api.createBranch(company, { name: `Branch ${n}`, code: `BR-${n}`, type: 'Office', area: 'Al Olaya' });
      await useLanguage(page, language);
      await page.setViewportSize(viewport);
      await page.goto('/b2b/branches');
      const main = page.getByRole('button', { name: text.add });
      await expect(page.getByRole('button', { name: text.delete }).nth(9)).toBeVisible();
      // The main button at the top of the screen, just under the sticky app bar: where toasts appear.
      const bar = await box(page.locator('header').first());
      const top = (await box(main)).y;
      await page.evaluate((by) => window.scrollBy(0, by), top - (bar.y + bar.height + 4));
      await expect.poll(async () => Math.round((await box(main)).y - (bar.y + bar.height))).toBeLessThanOrEqual(8);
      await expect(main).toBeInViewport({ ratio: 1 });

      await page.getByRole('button', { name: text.delete }).first().click();
      await page.getByRole('alertdialog').getByRole('button', { name: text.cancel }).click();
      const toast = page.getByTestId('toast-error');
      await expect(toast).toBeVisible();
      const [t, b] = [await box(toast), await box(main)];
      const overlaps = t.x < b.x + b.width && b.x < t.x + t.width && t.y < b.y + b.height && b.y < t.y + t.height;
      if (process.env.E2E_SCREENSHOTS)
        await page.screenshot({ path: `/tmp/polish/toast-${language}-${viewport.width}.png` });
      expect(overlaps, `toast ${JSON.stringify(t)} over the button ${JSON.stringify(b)}`).toBe(false);
      expect(t.x).toBeGreaterThanOrEqual(0);
      expect(t.x + t.width).toBeLessThanOrEqual(viewport.width);
    });
  }
}
