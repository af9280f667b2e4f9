import type { Page } from '@playwright/test';
import type { RemoteRoute } from '@portal/shared';
import { expect, test } from '../support/api-fixtures';
import { switchSession } from '../support/browser-session';
import { OPS_PHONE, opsLoginInfo, platformLoginInfo } from '../support/money-ops';
import { freshPhone } from '../support/phones';
import { useLanguage } from '../support/portal';

const DEMO_PROVIDER_PHONE = '0550000101';

// Issue 13: a page the guard opens must never make a call the API refuses (the UI never calls what the role
// forbids; ADR 0026). For every route of every enabled remote's routes document, a user whose role holds exactly that
// route's rule opens it, and no response of the page may be a 403. One company, one role and one user per
// distinct rule (created through the API), so the walk stays fast. The console's ops_* routes are walked as the ops account.

type ManifestModule = { name: string; enabled: boolean; manifestUrl: string };

/** Every route of every enabled module, read from the running portal as the shell reads it. */
async function allRemoteRoutes(page: Page): Promise<(RemoteRoute & { module: string })[]> {
  const manifest = (await (await page.request.get('/modules.json')).json()) as { modules: ManifestModule[] };
  const routes: (RemoteRoute & { module: string })[] = [];
  for (const module of manifest.modules.filter((m) => m.enabled)) {
    const document = await page.request.get(new URL('portal-routes.json', module.manifestUrl).href);
    expect(document.ok(), `${module.name} routes document`).toBe(true);
    const { routes: declared } = (await document.json()) as { routes: RemoteRoute[] };
    routes.push(...declared.map((route) => ({ ...route, module: module.name })));
  }
  return routes;
}

/** Waits until the page has no API call in flight for half a second (the event stream never ends: not counted). */
async function settle(page: Page, inFlight: Set<unknown>) {
  let quietSince = Date.now();
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (inFlight.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince > 500) return;
    await page.waitForTimeout(100);
  }
}

const isApiCall = (url: string) => new URL(url).pathname.startsWith('/api/') && !url.includes('/events/stream');

test('every remote route, opened with a role holding exactly its rule, makes no call that answers 403', async ({
  browser,
  api,
  page,
}) => {
  const routes = await allRemoteRoutes(page);
  expect(routes.length).toBeGreaterThan(10);
  // A minute for the set-up, then up to 10 s per route: each is a full page load plus half a second of quiet, about
  // 7 s under CI's load on 2 cores. A fixed 5 minutes ran out once the console's and field app's routes were added
  // (50 routes: the walk reached the 43rd).
  test.setTimeout(60_000 + routes.length * 10_000);
  const owner = await api.registerCompany('Route Rules Walk Co');
  const byRule = new Map<string, typeof routes>();
  for (const route of routes) {
    const rule = `${route.action} ${route.subject}`;
    byRule.set(rule, [...(byRule.get(rule) ?? []), route]);
  }
  const failures: string[] = [];
  // One tab for the whole walk, its session switched per rule: the shell's and the remotes' files load and compile
  // once (a fresh browser context per rule fetched and compiled them all again, eighteen times).
  const walker = await (await browser.newContext()).newPage();
  await useLanguage(walker, 'en');
  const inFlight = new Set<unknown>();
  let current = '';
  let rule = '';
  walker.on('request', (request) => void (isApiCall(request.url()) && inFlight.add(request)));
  walker.on('requestfailed', (request) => void inFlight.delete(request));
  walker.on('requestfinished', (request) => void inFlight.delete(request));
  walker.on('response', (response) => {
    if (response.status() === 403 && isApiCall(response.url()))
      failures.push(`${current} (${rule}): ${response.request().method()} ${response.url()} answered 403`);
  });
  // A document of the portal's origin, so that the session can be written before the first page of each rule.
  await walker.goto('/favicon.svg');

  for (const [ruleName, ruled] of byRule) {
    rule = ruleName;
    const [action, subject] = rule.split(' ') as [string, string];
    // `manage all` is the Admin's rule alone (no company role may grant it): the owner holds exactly that.
    let session = owner;
    if (subject.startsWith('ops_')) {
      // The operations console's rules are an ops account's (issue 27), never a company role's: walked as ops.
      session = { phone: OPS_PHONE, info: await opsLoginInfo(page.request) };
    } else if (subject.startsWith('provider_')) {
      // The field app's rules are a provider account's (issue 30), never a company role's: walked as the demo one.
      session = { phone: DEMO_PROVIDER_PHONE, info: await platformLoginInfo(page.request, DEMO_PROVIDER_PHONE) };
    } else if (!(action === 'manage' && subject === 'all')) {
      const role = await api.createRole(owner, `Only ${rule}`, [{ action, subject } as never]);
      const phone = freshPhone();
      await api.addUser(owner, {
        phone,
        full_name: `Walker ${subject}`,
        username: `walk${phone.slice(-6)}`,
        role_id: role.id,
        role_type: 'Employee',
      });
      session = await api.signIn(phone);
      expect(session.info.role.ability).toEqual([{ action, subject }]);
    }
    await switchSession(walker, session.info);
    for (const route of ruled) {
      // Parameters get a reference nobody has: the page may answer "not found", never 403.
      current = route.path.replace(/:\w+/g, 'e2e-missing');
      await walker.goto(current);
      await expect(walker.locator('#content'), `${current} with ${rule}`).toBeVisible();
      await settle(walker, inFlight);
      expect(new URL(walker.url()).pathname, `${current} with ${rule} keeps the user signed in`).not.toBe('/login');
      await expect(walker.getByTestId('not-authorized'), `${current} with ${rule}`).toHaveCount(0);
    }
    // The last page's calls are answered before the next rule's session replaces this one.
    await settle(walker, inFlight);
  }
  await walker.context().close();
  expect(failures).toEqual([]);
});
