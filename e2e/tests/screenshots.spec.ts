import type { Page } from '@playwright/test';
import { ROUTES_DOCUMENT_FILE, type RoutesDocument } from '@portal/shared/remote-routes';
import { expect, signedInTest as test } from '../support/api-fixtures';
import { openInApp } from '../support/phone-layout';
import { saveScreenshot } from '../support/screenshots';

// Issue 14 item 8: a screenshot of every signed-in page at 390 px and 1366 px, in Arabic and English, saved to
// e2e/test-results/screenshots/<width>-<language>-<path>.png for review. One signed-in page walks the module
// manifest's routes (plus the shell's own signed-in pages) once per (width, language) through the app's router:
// one page load per combination, and per route no wait beyond the network going quiet.

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
] as const;
const SHELL_PAGES = [
  '/pages/notifications',
  '/pages/account-information',
  '/settings',
  '/pages/account-settings/account',
  '/pages/user-profile/profile',
];

/** The parameter-free routes of every enabled module, read the way the shell reads them (decision 0004). */
async function moduleRoutes(page: Page): Promise<string[]> {
  const manifest = (await (await page.request.get('/modules.json')).json()) as {
    modules: { manifestUrl: string; enabled: boolean }[];
  };
  const documents = await Promise.all(
    manifest.modules
      .filter((m) => m.enabled)
      .map(async (m) => {
        const url = new URL(ROUTES_DOCUMENT_FILE, m.manifestUrl).toString();
        return (await (await page.request.get(url)).json()) as RoutesDocument;
      }),
  );
  return documents.flatMap((doc) => doc.routes.map((r) => r.path).filter((path) => !path.includes(':')));
}

/** Requests in flight, the live event stream left out (it never ends). */
function trackRequests(page: Page) {
  const inFlight = new Set<unknown>();
  const counted = (url: string) => !url.includes('/events/stream');
  page.on('request', (r) => counted(r.url()) && inFlight.add(r));
  page.on('requestfinished', (r) => inFlight.delete(r));
  page.on('requestfailed', (r) => inFlight.delete(r));
  return () => inFlight.size;
}

/** The page is drawn: its heading is there, nothing loads, no spinner. */
async function settled(page: Page, pending: () => number) {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect.poll(pending, { intervals: [100, 100, 200] }).toBe(0);
  await expect(page.locator('main .fui-Spinner, main [aria-busy="true"]')).toHaveCount(0);
}

test('screenshots of every signed-in page at 390 and 1366 px, in Arabic and English', async ({ page }) => {
  test.setTimeout(240_000);
  const pending = trackRequests(page);
  await page.goto('/');
  const paths = [...(await moduleRoutes(page)), ...SHELL_PAGES];
  expect(paths.length).toBeGreaterThan(15);

  for (const size of WIDTHS) {
    for (const language of ['ar', 'en'] as const) {
      await page.setViewportSize(size);
      await page.evaluate((lang) => localStorage.setItem('b2b-portal-language', JSON.stringify(lang)), language);
      await page.goto('/b2b/dashboards/analytics');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      for (const path of paths) {
        await openInApp(page, path);
        await settled(page, pending);
        if (path === '/pages/notifications' && language === 'en') {
          // "Mark all as read" only while something is unread (issue 14.6).
          const markAll = page.getByRole('main').getByRole('button', { name: 'Mark all as read' });
          if (await markAll.count()) await markAll.click();
          await expect(markAll).toHaveCount(0);
        }
        // The tab shows the page's title in the current language (issue 14.5).
        const heading = (await page.locator('main h1').first().textContent())?.trim() ?? '';
        await expect(page).toHaveTitle(new RegExp(`^${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
        // Nothing runs over its neighbour: table cells and the "Rows per page" label hold their text (issue 14.7).
        const overflowing = await page.evaluate(() =>
          Array.from(document.querySelectorAll('main td, main th, main label'))
            .filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'auto')
            .map((el) => (el.textContent ?? '').slice(0, 40)),
        );
        expect(overflowing, `${path} at ${size.width} px in ${language}`).toEqual([]);
        await saveScreenshot(page, `${size.width}-${language}${path.replaceAll('/', '-')}`);
      }
    }
  }
});
