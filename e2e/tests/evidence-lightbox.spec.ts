import { expect, test } from '../support/api-fixtures';
import { signInDemoOwner } from '../support/demo-owner';
import { useLanguage } from '../support/portal';

// Issue 28.7: an evidence photo of the order page opens full size over the page (the seeded demo company's rated
// order carries a before and an after photo): the whole photo with its alt text, larger than the thumbnail;
// Escape or the close button closes it and the keyboard is back on the thumbnail. Read only.

const TEXT = {
  en: { photo: 'After photo 1', enlarge: 'Enlarge: After photo 1', close: 'Close' },
  ar: { photo: 'صورة بعد 1', enlarge: 'تكبير: صورة بعد 1', close: 'إغلاق' },
} as const;

for (const [language, viewport] of [
  ['en', { width: 1366, height: 768 }],
  ['ar', { width: 390, height: 844 }],
] as const) {
  test(`an evidence photo opens full size and closes from the keyboard (${language}, ${viewport.width} px)`, async ({
    page,
    context,
  }) => {
    const text = TEXT[language];
    await useLanguage(page, language);
    await page.setViewportSize(viewport);
    const { headers } = await signInDemoOwner(page, context);
    const list = await page.request.get('/api/v1/company/orders/order?perPage=100&status=rated', { headers });
    const { items } = ((await list.json()) as { data: { items: { reference: string }[] } }).data;
    await page.goto(`/b2b/orders/view/${items[0]!.reference}`);

    const evidence = page.getByTestId('order-evidence');
    const thumbnail = evidence.getByRole('button', { name: text.enlarge });
    await expect(thumbnail.getByRole('img', { name: text.photo })).not.toHaveJSProperty('naturalWidth', 0);
    const small = await thumbnail.boundingBox();
    await thumbnail.click();

    const lightbox = page.getByRole('dialog', { name: text.photo });
    await expect(lightbox).toBeVisible();
    const full = lightbox.getByRole('img', { name: text.photo });
    await expect(full).not.toHaveJSProperty('naturalWidth', 0);
    // the whole photo, larger than its thumbnail, inside the window
    const large = await full.boundingBox();
    expect(large!.width).toBeGreaterThan(small!.width);
    expect(large!.x).toBeGreaterThanOrEqual(0);
    expect(large!.x + large!.width).toBeLessThanOrEqual(viewport.width);
    expect(large!.y + large!.height).toBeLessThanOrEqual(viewport.height);
    expect(await full.evaluate((img: HTMLImageElement) => getComputedStyle(img).objectFit)).toBe('contain');
    if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `/tmp/polish/lightbox-${language}.png` });

    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
    await expect(thumbnail).toBeFocused();

    // and the close button
    await thumbnail.click();
    await page.getByRole('dialog', { name: text.photo }).getByRole('button', { name: text.close }).first().click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
}
