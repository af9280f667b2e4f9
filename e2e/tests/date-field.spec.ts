import { expect, test } from '../support/api-fixtures';
import { signInDemoOwner } from '../support/demo-owner';
import { fillDay } from '../support/orders';
import { expectNoSidewaysScroll } from '../support/phone-layout';
import { useLanguage } from '../support/portal';

// Issue 28.6 "date inputs in the interface's locale", on a 390 px phone with the seeded demo company: the orders
// list's visit range is typed and picked in Arabic and in English (never the browser's "mm/dd/yyyy"), the calendar's
// days are thumb-sized, the range reaches the API as ISO days and the list shows the orders of those days; a range
// that ends before it starts is said and not applied. Issue 28.3: the Export button keeps its label on one line.

const PHONE = { width: 390, height: 844 };
const TEXT = {
  ar: {
    filters: 'التصفية',
    show: 'عرض النتائج',
    placeholder: 'اليوم، مثل 30/11/2026',
    rangeOrder: 'يجب أن يكون تاريخ النهاية في تاريخ البداية أو بعده',
    months: /يناير|فبراير|مارس|أبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر/,
    locale: 'ar-SA-u-nu-latn',
  },
  en: {
    filters: 'Filters',
    show: 'Show results',
    placeholder: 'Day, e.g. 30/11/2026',
    rangeOrder: 'The end date must be on or after the start date',
    months: /January|February|March|April|May|June|July|August|September|October|November|December/,
    locale: 'en-SA',
  },
} as const;

/** The day as the field writes it (its own Intl formatting, Gregorian). */
const written = (day: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { calendar: 'gregory', day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(`${day}T12:00:00`),
  );
/** The calendar's name for a day button: "30, نوفمبر, 2026" (Fluent's pattern, the month from our strings). */
const buttonName = (day: string, locale: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const name = new Intl.DateTimeFormat(locale, { calendar: 'gregory', month: 'long' }).format(
    new Date(year, month - 1, 1),
  );
  return `${date}, ${name}, ${year}`;
};
/** 2026-11-05 → 05/11/2026, the way a person in Riyadh types it. */
const typed = (day: string) => day.split('-').reverse().join('/');

/** The lists whose header or toolbar carries actions (new, export, filters), read with the demo data. */
const LISTS_WITH_ACTIONS = [
  '/b2b/orders',
  '/b2b/packages',
  '/b2b/branches',
  '/b2b/users',
  '/b2b/wallets/transactions',
  '/b2b/wallets/payments',
  '/b2b/wallets/temp-transactions',
  '/b2b/wallets/statement',
  '/b2b/invoices',
];

for (const language of ['ar', 'en'] as const) {
  test.describe(`date field on a phone (${language})`, () => {
    test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

    test(`list headers keep each action's label on one line at 390 px (${language})`, async ({ page, context }) => {
      test.setTimeout(120_000);
      await useLanguage(page, language);
      await signInDemoOwner(page, context);
      for (const path of LISTS_WITH_ACTIONS) {
        await page.goto(path);
        await expect(page.locator('#content h1').first()).toBeVisible();
        await expect(page.locator('#content .fui-Spinner')).toHaveCount(0);
        // A button whose label wrapped is taller than one line of its text (Fluent's medium button: 32 px).
        const wrapped = await page.evaluate(() =>
          Array.from(
            document.querySelectorAll<HTMLElement>(
              '#content [data-page-actions] button, #content [data-testid="export-button"], #content [data-testid="filters-button"]',
            ),
          )
            .filter((button) => button.offsetParent !== null && button.getBoundingClientRect().height > 40)
            .map((button) => `${button.textContent?.trim()}: ${Math.round(button.getBoundingClientRect().height)} px`),
        );
        expect(wrapped, `buttons on two lines at ${path}`).toEqual([]);
        await expectNoSidewaysScroll(page, PHONE.width);
      }
    });

    test(`the orders list's visit range in ${language}: typed, picked on the calendar, applied`, async ({
      page,
      context,
    }) => {
      const text = TEXT[language];
      await useLanguage(page, language);
      const { headers } = await signInDemoOwner(page, context);
      // A visit day of the demo data, and how many demo orders fall on it (the API's own count).
      const all = await page.request.get('/api/v1/company/orders/order?perPage=100', { headers });
      const day = ((await all.json()) as { data: { items: { date: string }[] } }).data.items[0]!.date;
      const oneDay = await page.request.get(
        `/api/v1/company/orders/order?perPage=100&date_from=${day}&date_to=${day}`,
        {
          headers,
        },
      );
      const expected = ((await oneDay.json()) as { data: { total: number } }).data.total;
      expect(expected).toBeGreaterThan(0);

      await page.goto('/b2b/orders');
      const list = page.getByTestId('orders-page');
      await expect(list.getByTestId('order-card').first()).toBeVisible();
      // 28.3: "Export" on one line beside its icon.
      const exportButton = list.getByTestId('export-button');
      await expect(exportButton).toBeVisible();
      const exportBox = (await exportButton.boundingBox())!;
      expect(exportBox.height).toBeLessThanOrEqual(40);

      await list.getByRole('button', { name: text.filters, exact: true }).click();
      const drawer = page.getByRole('dialog', { name: text.filters });
      const from = drawer.getByTestId('date-from');
      const to = drawer.getByTestId('date-to');
      await expect(from).toHaveAttribute('placeholder', text.placeholder);
      await expect(from).not.toHaveAttribute('type', 'date');

      // Typed day first, as in Riyadh: shown with the month in words, sent as an ISO day.
      await fillDay(from, typed(day));
      await expect(from).toHaveValue(written(day, text.locale));
      await expect(from).toHaveValue(text.months);
      await expect(page).toHaveURL(new RegExp(`[?&]date_from=${day}`));

      // A range ending the day before it starts: said under the end, not applied.
      const before = new Date(`${day}T12:00:00Z`);
      before.setUTCDate(before.getUTCDate() - 1);
      await fillDay(to, typed(before.toISOString().slice(0, 10)));
      await expect(drawer.getByText(text.rangeOrder)).toBeVisible();
      await expect(page).not.toHaveURL(/[?&]date_to=/);

      // The calendar: opened from the field on the month of the range's start, days a thumb can hit, the day
      // picked by its name in the language.
      await to.fill('');
      await to.click();
      const calendar = page.locator('.fui-CalendarDayGrid__table');
      await expect(calendar).toBeVisible();
      const dayButton = page.locator(`.fui-CalendarDayGrid__dayButton[aria-label="${buttonName(day, text.locale)}"]`);
      const box = (await dayButton.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(34);
      expect(box.height).toBeGreaterThanOrEqual(34);
      const grid = (await calendar.boundingBox())!;
      expect(grid.x).toBeGreaterThanOrEqual(0);
      expect(grid.x + grid.width).toBeLessThanOrEqual(PHONE.width);
      if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `/tmp/dates-calendar-${language}.png` });
      await dayButton.tap();
      await expect(to).toHaveValue(written(day, text.locale));
      await expect(drawer.getByText(text.rangeOrder)).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`[?&]date_to=${day}`));

      // The list shows that day's orders, as many as the API counts.
      await drawer.getByRole('button', { name: text.show }).click();
      await expect(drawer).toBeHidden();
      await expect(list.getByTestId('order-card')).toHaveCount(Math.min(expected, 10));
      await expectNoSidewaysScroll(page, PHONE.width);
    });
  });
}
