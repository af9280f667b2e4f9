import type { Page } from '@playwright/test';
import { expect, test } from '../support/api-fixtures';
import { signInDemoOwner } from '../support/demo-owner';
import { expectNoSidewaysScroll, openInApp } from '../support/phone-layout';
import { useLanguage } from '../support/portal';

// Issue 28.7 and 28.1 on the orders remote, with the seeded demo company (34 orders in every status, packages,
// quotations): on a 390 × 844 phone the orders list folds its filters into one "Filters" button so the first
// order is on the first screen (a wide screen keeps them inline), and every page of the remote shows its key
// columns (status, amount) without sideways scroll, in Arabic and in English. Read only.

const PHONE = { width: 390, height: 844 };
const TEXT = {
  ar: {
    filters: 'التصفية',
    status: 'الحالة',
    show: 'عرض النتائج',
    clear: 'مسح التصفية',
    active: 'التصفية (المفعّلة: 1)',
  },
  en: {
    filters: 'Filters',
    status: 'Status',
    show: 'Show results',
    clear: 'Clear filters',
    active: 'Filters, 1 active',
  },
} as const;

type Headers = Record<string, string>;
async function firstReference(page: Page, headers: Headers, path: string, query = ''): Promise<string> {
  const response = await page.request.get(`/api/v1/${path}?perPage=100${query}`, { headers });
  expect(response.ok(), await response.text()).toBe(true);
  const { items } = ((await response.json()) as { data: { items: { reference: string }[] } }).data;
  expect(items.length, path).toBeGreaterThan(0);
  return items[0]!.reference;
}

/** Nothing of the page lies outside the screen, and no table of it hides columns behind a sideways scroll. */
async function expectFitsPhone(page: Page) {
  await expect(page.locator('#content h1').first()).toBeVisible();
  await expect(page.locator('#content .fui-Spinner')).toHaveCount(0);
  await expectNoSidewaysScroll(page, PHONE.width);
  const hidden = await page.evaluate(() =>
    Array.from(document.querySelectorAll('#content table')).flatMap((table) => {
      const scroller = table.parentElement!;
      const overflow = scroller.scrollWidth - scroller.clientWidth;
      return overflow > 1 ? [`${table.getAttribute('aria-label')}: ${overflow} px`] : [];
    }),
  );
  expect(hidden, `tables scrolling sideways at ${page.url()}`).toEqual([]);
}

for (const language of ['ar', 'en'] as const) {
  test.describe(`orders remote on a phone (${language})`, () => {
    test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

    test(`the orders list folds its filters; the first order is on the first screen (${language})`, async ({
      page,
      context,
    }) => {
      const text = TEXT[language];
      await useLanguage(page, language);
      await signInDemoOwner(page, context);
      await page.goto('/b2b/orders');
      const list = page.getByTestId('orders-page');
      await expect(list.getByTestId('order-card').first()).toBeInViewport({ ratio: 1 });
      await expect(list.getByRole('combobox', { name: text.status, exact: true })).toHaveCount(0);
      const button = list.getByRole('button', { name: text.filters, exact: true });
      await expect(button).toBeVisible();
      if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `/tmp/polish/orders-folded-${language}.png` });

      // The drawer: choose a status, the list follows, the button counts one active filter.
      await button.click();
      const drawer = page.getByRole('dialog', { name: text.filters });
      await expect(drawer).toBeVisible();
      await drawer.getByRole('combobox', { name: text.status, exact: true }).click();
      await page.getByRole('option').nth(1).click();
      await expect(page).toHaveURL(/[?&]status=/);
      if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `/tmp/polish/orders-drawer-${language}.png` });
      await drawer.getByRole('button', { name: text.show }).click();
      await expect(drawer).toBeHidden();
      await expect(list.getByRole('button', { name: text.active })).toBeVisible();

      // Clear empties them; Escape closes.
      await list.getByRole('button', { name: text.active }).click();
      await page.getByRole('dialog', { name: text.filters }).getByRole('button', { name: text.clear }).click();
      await expect(page).not.toHaveURL(/[?&]status=/);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: text.filters })).toBeHidden();
      await expect(list.getByTestId('order-card').first()).toBeInViewport({ ratio: 1 });
    });

    test(`every orders page fits the phone with its status and amounts in view (${language})`, async ({
      page,
      context,
    }) => {
      test.setTimeout(150_000);
      await useLanguage(page, language);
      const { headers } = await signInDemoOwner(page, context);
      const done = await firstReference(page, headers, 'company/orders/order', '&status=rated');
      const open = await firstReference(page, headers, 'company/orders/order', '&status=created');
      const pack = await firstReference(page, headers, 'company/package');
      const quote = await firstReference(page, headers, 'company/quotations');

      await page.goto('/b2b/orders');
      await expectFitsPhone(page);
      // each card shows its amount and status inside the screen
      const card = page.getByTestId('order-card').first();
      await expect(card.locator('strong')).toContainText(/\d\.\d\d/);
      for (const part of [card.locator('strong'), card.locator('.fui-Badge').first()]) {
        const box = await part.boundingBox();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
      }

      const pages = [
        '/b2b/orders/add',
        `/b2b/orders/view/${done}`,
        `/b2b/orders/view/${open}`,
        '/b2b/packages',
        `/b2b/packages/${pack}`,
        '/b2b/packages/buy',
        '/b2b/packages/quote',
        '/b2b/packages/quotations',
        `/b2b/packages/quotations/${quote}`,
        '/b2b/packages/quotations/compare',
      ];
      for (const path of pages) {
        await openInApp(page, path);
        await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
        await expectFitsPhone(page);
        if (process.env.E2E_SCREENSHOTS)
          await page.screenshot({ path: `/tmp/polish/${language}${path.replace(/\W+/g, '_')}.png`, fullPage: true });
      }
      // the quotations list: each quotation a card with its status and total
      await openInApp(page, '/b2b/packages/quotations');
      const quotation = page.getByTestId('quotation-card').first();
      await expect(quotation.locator('.fui-Badge')).toBeVisible();
      await expect(quotation.locator('strong')).toContainText(/\d\.\d\d/);
    });
  });
}

test('a wide screen keeps the orders filters inline', async ({ page, context }) => {
  await useLanguage(page, 'en');
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInDemoOwner(page, context);
  await page.goto('/b2b/orders');
  const list = page.getByTestId('orders-page');
  await expect(list.getByRole('combobox', { name: 'Status', exact: true })).toBeVisible();
  await expect(list.getByRole('combobox', { name: 'Payment status' })).toBeVisible();
  await expect(list.getByRole('button', { name: 'Filters', exact: true })).toHaveCount(0);
});
