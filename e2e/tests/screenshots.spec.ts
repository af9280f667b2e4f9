import type { Page } from '@playwright/test';
import { ORDER_PATHS, type OrderListItem, PACKAGE_PATHS, QUOTATION_PATHS } from '@portal/shared/contract';
import { ROUTES_DOCUMENT_FILE, type RoutesDocument } from '@portal/shared/remote-routes';
import { test as base, expect, signedInTest as test } from '../support/api-fixtures';
import { installSession } from '../support/browser-session';
import { signInDemoOwner } from '../support/demo-owner';
import { platformSession } from '../support/money-ops';
import { expectNoSidewaysScroll, openInApp } from '../support/phone-layout';
import { saveScreenshot } from '../support/screenshots';
import { trackRequests } from '../support/sideways';

// Issue 14 item 8: a screenshot of every signed-in page at 390 px and 1366 px, in Arabic and English, saved to
// e2e/test-results/screenshots/<width>-<language>-<path>.png for review. One signed-in page walks the module
// manifest's routes (plus the shell's own signed-in pages) once per (width, language) through the app's router:
// one page load per combination, and per route no wait beyond the network going quiet.

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
] as const;
const FAVICON = '/favicon.svg';
/** The operations console's module (mf-ops): its pages are an ops account's. */
const OPS_MODULE = 'ops';
/** The demo platform's ops admin (api/src/dev/seed/seed-demo.ts). */
const DEMO_OPS_PHONE = '0500000009';
const SHELL_PAGES = [
  '/pages/notifications',
  '/pages/account-information',
  '/settings',
  '/pages/account-settings/account',
  '/pages/user-profile/profile',
];

/** The parameter-free routes of every enabled module, read the way the shell reads them (decision 0004). */
async function moduleRoutes(page: Page, which: (name: string) => boolean): Promise<string[]> {
  const manifest = (await (await page.request.get('/modules.json')).json()) as {
    modules: { name: string; manifestUrl: string; enabled: boolean }[];
  };
  const documents = await Promise.all(
    manifest.modules
      .filter((m) => m.enabled && which(m.name))
      .map(async (m) => {
        const url = new URL(ROUTES_DOCUMENT_FILE, m.manifestUrl).toString();
        return (await (await page.request.get(url)).json()) as RoutesDocument;
      }),
  );
  return documents.flatMap((doc) => doc.routes.map((r) => r.path).filter((path) => !path.includes(':')));
}

/** The page is drawn: its heading is there, nothing loads, no spinner. */
async function settled(page: Page, pending: () => number) {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect.poll(pending, { intervals: [100, 100, 200] }).toBe(0);
  await expect(page.locator('main .fui-Spinner, main [aria-busy="true"]')).toHaveCount(0);
}

/** Everything a page of the walk must hold, checked and then saved as a screenshot. */
async function checkPage(page: Page, path: string, width: number, language: 'ar' | 'en') {
  const where = `${path} at ${width} px in ${language}`;
  // The tab shows the page's title in the current language (issue 14.5).
  const heading = (await page.locator('main h1').first().textContent())?.trim() ?? '';
  await expect(page).toHaveTitle(new RegExp(`^${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  // Every app page links the favicon (issue 14.5); the file itself is fetched once per test.
  await expect(page.locator('head link[rel~="icon"]'), where).toHaveAttribute('href', FAVICON);
  // Nothing runs over its neighbour: table cells and the "Rows per page" label hold their text (issue 14.7).
  const overflowing = await page.evaluate(() =>
    Array.from(document.querySelectorAll('main td, main th, main label'))
      .filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'auto')
      .map((el) => (el.textContent ?? '').slice(0, 40)),
  );
  expect(overflowing, where).toEqual([]);
  if (language === 'ar') {
    const { digits, englishLabels } = await page.evaluate(() => ({
      // Latin digits are the default in Arabic: no Arabic-Indic digit may slip in beside them (issue 14.5).
      digits: (document.querySelector('main')?.textContent?.match(/[\u0660-\u0669\u06F0-\u06F9]+/g) ?? []).slice(0, 5),
      // Fluent's own screen-reader names (its English defaults) are replaced by Arabic ones (issue 14.5). Only what
      // is rendered counts: Fluent keeps a hidden "Clear selection" in every Dropdown, read by no one.
      englishLabels: Array.from(document.querySelectorAll('[aria-label]'))
        .filter((el) => el.checkVisibility())
        .map((el) => el.getAttribute('aria-label') ?? '')
        .filter((label) =>
          [
            'clear selection',
            'clear',
            'close',
            'dismiss',
            'information',
            'decrement value',
            'increment value',
            'overflow',
          ].includes(label.toLowerCase()),
        ),
    }));
    expect(digits, `Arabic-Indic digits on ${where}`).toEqual([]);
    expect(englishLabels, `Fluent's English screen-reader labels on ${where}`).toEqual([]);
  }
  // A phone never scrolls sideways (issue 14.1).
  if (width === 390) await expectNoSidewaysScroll(page, width);
  await saveScreenshot(page, `${width}-${language}${path.replaceAll('/', '-')}`);
}

/** The favicon the shell's page links: served as an image (issue 14.5). */
async function expectFaviconServed(page: Page) {
  const response = await page.request.get(FAVICON);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('image/svg+xml');
  expect(await response.text()).toContain('<svg');
}

/**
 * Walks `paths` once per (width, language) in one signed-in page: a page load per combination, then the app's
 * router. `visit` may act on a page before it is checked.
 */
async function walk(
  page: Page,
  paths: string[],
  visit?: (path: string, language: 'ar' | 'en') => Promise<void>,
): Promise<void> {
  const pending = trackRequests(page);
  for (const size of WIDTHS) {
    for (const language of ['ar', 'en'] as const) {
      await page.setViewportSize(size);
      await page.evaluate((lang) => localStorage.setItem('b2b-portal-language', JSON.stringify(lang)), language);
      await page.goto('/b2b/dashboards/analytics');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      for (const path of paths) {
        await openInApp(page, path);
        await settled(page, pending);
        await visit?.(path, language);
        await checkPage(page, path, size.width, language);
      }
    }
  }
}

test('screenshots of every signed-in page at 390 and 1366 px, in Arabic and English', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/');
  // The operations console is for ops accounts: walked as the demo ops below.
  const paths = [...(await moduleRoutes(page, (name) => name !== OPS_MODULE)), ...SHELL_PAGES];
  expect(paths.length).toBeGreaterThan(15);
  await expectFaviconServed(page);
  const links = new Set<string>();
  await walk(page, paths, async (path, language) => {
    if (language === 'en') {
      const hrefs = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLAnchorElement>('main a[href^="/"], nav a[href^="/"]')).map(
          (a) => new URL(a.href).pathname,
        ),
      );
      for (const href of hrefs) if (!href.startsWith('/api/') && !paths.includes(href)) links.add(href);
    }
    if (path === '/pages/notifications' && language === 'en') {
      // "Mark all as read" only while something is unread (issue 14.6).
      const markAll = page.getByRole('main').getByRole('button', { name: 'Mark all as read' });
      if (await markAll.count()) await markAll.click();
      await expect(markAll).toHaveCount(0);
    }
  });
  // No dead ends: every link the pages show leads to a page that exists (issue 14.6).
  for (const href of links) {
    await openInApp(page, href);
    await expect(page.locator('main h1, [data-testid="not-found"]').first()).toBeVisible();
    await expect(page.getByTestId('not-found'), `the link to ${href}`).toHaveCount(0);
  }
});

/** GET /api/v1/<path> as the demo owner; the envelope's data. */
async function demoData<T>(page: Page, headers: Record<string, string>, path: string): Promise<T> {
  const response = await page.request.get(`/api/v1/${path}`, { headers });
  const body = await response.text();
  expect(response.status(), `GET ${path}: ${body}`).toBe(200);
  return (JSON.parse(body) as { data: T }).data;
}

type Items<T> = { items: T[] };

// The pages behind an id or a reference (issue 14.8), on the seeded demo company (api/src/dev/seed, run by
// global-setup.ts): its branches, orders in every status, packages, quotations and invoices. Read only.
base(
  'screenshots of the detail pages of the demo company, at 390 and 1366 px, in Arabic and English',
  async ({ page, context }) => {
    test.setTimeout(180_000);
    const { headers } = await signInDemoOwner(page, context);

    const [branch] = (await demoData<Items<{ id: string }>>(page, headers, 'company/branch?perPage=10')).items;
    const orders = (await demoData<Items<OrderListItem>>(page, headers, `${ORDER_PATHS.list}?perPage=50`)).items;
    const [pack] = (await demoData<Items<{ reference: string }>>(page, headers, `${PACKAGE_PATHS.list}?perPage=10`))
      .items;
    const [quotation] = (
      await demoData<Items<{ reference: string }>>(page, headers, `${QUOTATION_PATHS.list}?perPage=10`)
    ).items;
    const [invoice] = (await demoData<Items<{ id: string }>>(page, headers, 'company/invoices/invoice?perPage=10'))
      .items;
    // The paid offer order's invoice (ADR 0070): the order invoice with a discount whose detail names the offer.
    const discounted = (
      await demoData<Items<{ id: string; kind: string; discount: number }>>(
        page,
        headers,
        'company/invoices/invoice?perPage=50',
      )
    ).items.filter((item) => item.kind === 'order' && item.discount > 0);
    const details = await Promise.all(
      discounted.map((item) =>
        demoData<{ id: string; offer_name: unknown }>(page, headers, `company/invoices/invoice/${item.id}`),
      ),
    );
    const offerInvoice = `/b2b/invoices/${details.find((detail) => detail.offer_name !== null)?.id ?? 'missing'}`;
    // An order waiting for the client's answer to a proposal, and one done (evidence, invoice, rating).
    const orderPaths = ['inspection_ended', 'rated']
      .map((status) => orders.find((o) => o.status === status))
      .map((o) => `/b2b/orders/view/${encodeURIComponent(o?.reference ?? 'missing')}`);
    const paths = [
      `/b2b/branches/${branch?.id}`,
      `/b2b/properties/${branch?.id}`,
      ...orderPaths,
      `/b2b/packages/${encodeURIComponent(pack?.reference ?? 'missing')}`,
      `/b2b/packages/quotations/${encodeURIComponent(quotation?.reference ?? 'missing')}`,
      `/b2b/invoices/${invoice?.id}`,
      offerInvoice,
      // The account pages (issue 32.1) with the demo company's contract, shifts and negotiated prices.
      '/b2b/account/contracts',
      '/b2b/account/services',
      '/b2b/account/products',
      '/b2b/account/shifts',
    ];
    await page.goto('/');
    await expectFaviconServed(page);
    await walk(page, paths, async (path, language) => {
      if (path === offerInvoice) {
        // The invoice names the offer in both of its languages, whatever the reader's.
        await expect(page.locator('[data-total="offer"]')).toContainText('عرض الصيف على المكيفات · Summer AC offer');
      }
      if (path === '/b2b/account/contracts') {
        // ADR 0075: the measured response times beside each promise: planned upkeep within, repairs a bit below.
        const sla = page.getByTestId('contract-sla');
        await expect(sla.getByRole('columnheader').last()).toHaveText(
          language === 'ar' ? 'آخر 90 يومًا' : 'Last 90 days',
        );
        const within = (type: string) => sla.locator(`[data-service-type="${type}"] [data-testid="sla-within"]`);
        await expect(within('preventive')).toHaveAttribute('data-below', 'false');
        await expect(within('corrective')).toHaveAttribute('data-below', 'true');
        if (language === 'en') await expect(within('preventive')).toHaveText('100% within the promise');
      }
    });
  },
);

// The operations console (issue 27.9): its queues at 390 px as at 1366 px, in Arabic and English, as the demo ops.
base(
  'screenshots of the operations console as the demo ops, at 390 and 1366 px, in Arabic and English',
  async ({ page, context }) => {
    test.setTimeout(120_000);
    const { login } = await platformSession(page.request, DEMO_OPS_PHONE);
    expect(login.role.account_type).toBe('ops');
    await installSession(context, login);
    await page.goto('/');
    const paths = await moduleRoutes(page, (name) => name === OPS_MODULE);
    // The coupons page (issue 32.5) is among them: in Arabic at 390 px it must not scroll sideways either.
    expect(paths).toContain('/ops/coupons');
    await walk(page, paths);
  },
);
