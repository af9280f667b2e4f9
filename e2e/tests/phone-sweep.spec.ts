import type { Page } from '@playwright/test';
import {
  endpointPath,
  OPS_ENDPOINTS,
  ORDER_PATHS,
  type OrderListItem,
  PACKAGE_PATHS,
  PROVIDER_VISIT_PATHS,
  QUOTATION_PATHS,
} from '@portal/shared/contract';
import { ROUTES_DOCUMENT_FILE, type RoutesDocument } from '@portal/shared/remote-routes';
import { SHELL_ROUTES } from '../../shell/src/routing/shell-routes';
import { expect, test } from '../support/api-fixtures';
import { installSession } from '../support/browser-session';
import { DEMO_OWNER_PHONE } from '../support/demo-owner';
import { type PlatformSession, platformSession } from '../support/money-ops';
import { openInApp } from '../support/phone-layout';
import { measureSideways, type Sideways, trackRequests } from '../support/sideways';

// Issue 28.1: every signed-in page at 390 px, in Arabic and in English, with the seeded demo company (long
// references, many lines, pending transfers) scrolls 0 px sideways. The pages come from what the portal declares:
// every enabled remote's routes document (as the shell reads it) and the shell's own signed-in routes, so a new page
// is swept without touching this file; a page behind a parameter gets a real demo entity found through the API (a
// parameter nobody fills here fails the test, naming the route). The operations console is swept as the demo ops, the field app as the demo technician.
// One page load per language and account: the tour moves through the app's own router.

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

/** The demo platform ops (api/src/dev/seed), signed in once by global-setup.ts. */
const DEMO_OPS_PHONE = '0500000009';
/** The demo technician (api/src/dev/seed/seed-providers.ts), whose visits of today the seed books. */
const DEMO_PROVIDER_PHONE = '0550000101';

type Account = 'company' | 'ops' | 'field';
/** Whose pages a module's are: the operations console's an ops account's, the field app's a provider's (issue 30). */
const accountOf = (module: string): Account => (module === 'ops' || module === 'field' ? module : 'company');
const PHONES: Record<Account, string> = { company: DEMO_OWNER_PHONE, ops: DEMO_OPS_PHONE, field: DEMO_PROVIDER_PHONE };
const START: Record<Account, string> = { company: '/b2b/dashboards/analytics', ops: '/ops', field: '/field' };
type Session = PlatformSession;
type Items<T> = { items: T[] };

/** GET /api/v1/<path> as `session`; the envelope's data. */
async function read<T>(page: Page, session: Session, path: string): Promise<T> {
  const response = await page.request.get(`/api/v1/${path}`, { headers: session.headers });
  const body = await response.text();
  expect(response.status(), `GET ${path}: ${body}`).toBe(200);
  return (JSON.parse(body) as { data: T }).data;
}

/** The route patterns of the enabled modules (decision 0004), those of the console or those of the company. */
async function moduleRoutes(page: Page, account: Account): Promise<string[]> {
  const manifest = (await (await page.request.get('/modules.json')).json()) as {
    modules: { name: string; manifestUrl: string; enabled: boolean }[];
  };
  const documents = await Promise.all(
    manifest.modules
      .filter((m) => m.enabled && accountOf(m.name) === account)
      .map(async (m) => {
        const response = await page.request.get(new URL(ROUTES_DOCUMENT_FILE, m.manifestUrl).toString());
        return (await response.json()) as RoutesDocument;
      }),
  );
  return documents.flatMap((document) => document.routes.map((route) => route.path));
}

/** The shell's own signed-in pages (account, settings, notifications, chat, placeholders): a company's. */
const shellRoutes = () => SHELL_ROUTES.filter((route) => route.layout === 'default').map((route) => route.path);

/**
 * What each route parameter takes, per route pattern: real entities of the demo company or platform, found
 * through the API (an order per telling status: one waiting for the client's answer, one done with evidence).
 */
async function parameterValues(page: Page, account: Account, session: Session): Promise<Record<string, string[]>> {
  if (account === 'field') {
    const visits = await read<Items<{ id: string }>>(page, session, `${PROVIDER_VISIT_PATHS.list}?perPage=5`);
    return { '/field/visits/:id': visits.items.slice(0, 1).map((visit) => visit.id) };
  }
  if (account === 'ops') {
    const companies = await read<Items<{ id: string }>>(
      page,
      session,
      `${endpointPath(OPS_ENDPOINTS.listCompanies)}?perPage=5`,
    );
    const conversations = await read<Items<{ kind: string; id: string }>>(
      page,
      session,
      `${endpointPath(OPS_ENDPOINTS.listConversations)}?perPage=20`,
    );
    const byKind = ['support', 'order'].flatMap((kind) => {
      const found = conversations.items.find((c) => c.kind === kind);
      return found ? [`${found.kind}/${found.id}`] : [];
    });
    return {
      '/ops/companies/:id': companies.items.slice(0, 1).map((c) => c.id),
      '/ops/inbox/:kind/:id': byKind,
    };
  }
  const [branch] = (await read<Items<{ id: string }>>(page, session, 'company/branch?perPage=10')).items;
  const orders = (await read<Items<OrderListItem>>(page, session, `${ORDER_PATHS.list}?perPage=50`)).items;
  const [pack] = (await read<Items<{ reference: string }>>(page, session, `${PACKAGE_PATHS.list}?perPage=10`)).items;
  const [quotation] = (await read<Items<{ reference: string }>>(page, session, `${QUOTATION_PATHS.list}?perPage=10`))
    .items;
  const [invoice] = (await read<Items<{ id: string }>>(page, session, 'company/invoices/invoice?perPage=10')).items;
  const some = (value: string | undefined) => (value ? [encodeURIComponent(value)] : []);
  return {
    '/b2b/branches/:id': some(branch?.id),
    '/b2b/properties/:id': some(branch?.id),
    '/b2b/orders/view/:id': ['inspection_ended', 'rated', 'pending'].flatMap((status) =>
      some(orders.find((o) => o.status === status)?.reference),
    ),
    '/b2b/packages/:id': some(pack?.reference),
    '/b2b/packages/quotations/:reference': some(quotation?.reference),
    '/b2b/invoices/:id': some(invoice?.id),
    '/pages/account-settings/:tab': ['account', 'security', 'notifications'],
    '/pages/user-profile/:tab': ['profile', 'permissions'],
  };
}

/** Every page to visit: each pattern with its parameters filled, in one segment for routes like :kind/:id. */
function pagesOf(patterns: string[], values: Record<string, string[]>): string[] {
  return [...new Set(patterns)].flatMap((pattern) => {
    if (!pattern.includes(':')) return [pattern];
    const filled = values[pattern];
    expect(filled?.length, `no demo entity fills ${pattern}: add one to parameterValues`).toBeGreaterThan(0);
    const prefix = pattern.slice(0, pattern.indexOf('/:'));
    return (filled ?? []).map((value) => `${prefix}/${value}`);
  });
}

/** The page's content shows: its heading (a conversation at 390 px: its region), nothing loading, no spinner. */
async function contentShows(page: Page, pending: () => number) {
  await expect(page.locator('main h1').or(page.getByRole('main').getByRole('region')).first()).toBeVisible();
  await expect.poll(pending, { intervals: [100, 100, 200] }).toBe(0);
  await expect(page.locator('main .fui-Spinner, main [aria-busy="true"]')).toHaveCount(0);
}

type Row = { page: string; language: string } & Sideways;

/**
 * The dialog the page's main button opens (the first action of its header: add a branch, a user, a role, recharge
 * the wallet…), measured like a page, then closed with Escape. A button that opens no dialog is left alone (a menu
 * closes with the same Escape; a page it led to is left for the page itself).
 */
async function mainButtonDialog(page: Page, path: string, pending: () => number): Promise<Row | null> {
  const button = page.locator('main header button').first();
  if (!(await button.isVisible())) return null;
  const name = ((await button.getAttribute('aria-label')) || (await button.textContent()) || '').trim();
  // a button pushed off the screen cannot be clicked: the page's own figure already says so
  const clicked = await button.click({ timeout: 3_000 }).then(
    () => true,
    () => false,
  );
  if (!clicked) return null;
  const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog')).first();
  const opened = await dialog.waitFor({ state: 'visible', timeout: 1_500 }).then(
    () => true,
    () => false,
  );
  let row: Row | null = null;
  if (opened) {
    await expect.poll(pending, { intervals: [100, 100, 200] }).toBe(0);
    row = { page: `${path} ▸ "${name}"`, language: '', ...(await measureSideways(page, PHONE.width)) };
    if (process.env.E2E_SWEEP_SHOTS && (row.document || row.element))
      await page.screenshot({ path: `/tmp/sweep-dialog${path.replaceAll('/', '-')}.png` });
  }
  await page.keyboard.press('Escape');
  if (opened) await expect(dialog).toBeHidden();
  if (new URL(page.url()).pathname !== path.split('?')[0]) {
    await openInApp(page, path);
    await contentShows(page, pending);
  }
  return row;
}

function report(account: Account, language: string, rows: Row[]) {
  const worst = Math.max(0, ...rows.map((r) => Math.max(r.document, r.element)));
  const lines = rows.map(
    (r) =>
      `${r.page.padEnd(58)} ${r.language}  ${String(r.document).padStart(4)}  ${String(r.element).padStart(4)}  ${r.element ? r.culprit : ''}`,
  );
  console.log(
    [
      `phone sweep, ${account}, ${language}, ${PHONE.width} px (page, language, document px, element px, widest element):`,
      ...lines,
      `worst: ${worst} px over ${rows.length} pages`,
    ].join('\n'),
  );
}

for (const account of ['company', 'ops', 'field'] as const) {
  for (const language of ['ar', 'en'] as const) {
    test(`every ${account} page at 390 px in ${language} with the demo data: 0 px of sideways scroll`, async ({
      page,
      context,
    }) => {
      test.setTimeout(150_000);
      const session = await platformSession(page.request, PHONES[account]);
      await installSession(context, session.login);
      const patterns = [...(await moduleRoutes(page, account)), ...(account === 'company' ? shellRoutes() : [])];
      const pages = pagesOf(patterns, await parameterValues(page, account, session));
      expect(pages.length).toBeGreaterThan({ company: 40, ops: 10, field: 1 }[account]);

      const pending = trackRequests(page);
      await page.addInitScript((lang) => localStorage.setItem('b2b-portal-language', JSON.stringify(lang)), language);
      await page.goto(START[account]);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const rows: Row[] = [];
      for (const path of pages) {
        await openInApp(page, path);
        // the router renders on the next frame; the page's first requests start with it
        await page.waitForTimeout(150);
        await contentShows(page, pending);
        const measured = await measureSideways(page, PHONE.width);
        rows.push({ page: path, language, ...measured });
        // E2E_SWEEP_SHOTS=1: a full-page screenshot of each page that overflows, to look at (=all: of every page)
        const shots = process.env.E2E_SWEEP_SHOTS;
        if (shots === 'all' || (shots && (measured.document || measured.element)))
          await page.screenshot({ path: `/tmp/sweep-${language}${path.replaceAll('/', '-')}.png`, fullPage: true });
        const dialog = account === 'company' ? await mainButtonDialog(page, path, pending) : null;
        if (dialog) rows.push({ ...dialog, language });
      }
      report(account, language, rows);
      expect(
        rows.filter((r) => r.document > 0 || r.element > 0).map((r) => `${r.page}: ${r.document}/${r.element} px`),
      ).toEqual([]);
    });
  }
}
