import { expect, signedInTest as test } from '../support/api-fixtures';
import { opsBrowserPage } from '../support/ops-browser';
import { useLanguage } from '../support/portal';

// Issue 32.7 (ADR 0067): ops write a reel in the console (title and text in ar/en/fr, a poster) and publish it; the
// owner of a company sees it first in the /b2b/reals feed on a 390 px phone, its poster loaded, and seeing it
// counts one view, which the console then shows.

/** A 1 × 1 PNG: a whole image, as the API's content check wants. */
const POSTER = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('ops publish a reel; the company owner sees it in the feed and the view count rises', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `Filter tip ${Date.now()}`;
  const ops = await opsBrowserPage(browser, request);
  try {
    await ops.goto('/ops/reels');
    const form = ops.getByTestId('reel-form');
    await form.getByRole('textbox', { name: 'Title (Arabic)' }).fill('نصيحة الفلاتر');
    await form.getByRole('textbox', { name: 'Title (English)' }).fill(title);
    await form.getByRole('textbox', { name: 'Title (French)' }).fill('Conseil filtres');
    await form.getByRole('textbox', { name: 'Text (Arabic)' }).fill('نظّف الفلاتر كل شهر');
    await form.getByRole('textbox', { name: 'Text (English)' }).fill('Clean the filters every month');
    await form.getByRole('textbox', { name: 'Text (French)' }).fill('Nettoyez les filtres chaque mois');
    await form.getByTestId('reel-poster').setInputFiles({ name: 'tip.png', mimeType: 'image/png', buffer: POSTER });
    await form.getByRole('button', { name: 'Save as draft' }).click();

    const row = ops.getByTestId('ops-reel').filter({ hasText: title });
    await expect(row).toContainText('Draft');
    await expect(row.getByTestId('ops-reel-views')).toHaveText('Views: 0');
    await row.getByRole('button', { name: 'Publish' }).click();
    await expect(row).toContainText('Published');

    // The company owner, on a phone: the newest reel first, its poster fetched, its text in the interface language.
    await page.setViewportSize({ width: 390, height: 844 });
    await useLanguage(page, 'en');
    await page.goto('/b2b/reals');
    const card = page.getByTestId('reel-card').first();
    await expect(card).toContainText(title);
    await expect(card.getByRole('img', { name: title })).toHaveAttribute('style', /blob:/);
    await expect(card.getByTestId('reel-views')).toHaveText('Views: 1');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // A second visit counts nothing more; the console shows the one view.
    await page.reload();
    await expect(page.getByTestId('reel-card').first().getByTestId('reel-views')).toHaveText('Views: 1');
    await ops.reload();
    await expect(ops.getByTestId('ops-reel').filter({ hasText: title }).getByTestId('ops-reel-views')).toHaveText(
      'Views: 1',
    );
  } finally {
    await ops.context().close();
  }
});
