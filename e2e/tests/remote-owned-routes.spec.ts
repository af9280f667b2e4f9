import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { originOf } from '../support/apps';
import { registerCompanyThroughForm as registerCompany, useLanguage } from '../support/portal';

// Decision 0004: a remote owns its routes. mf-dashboard is rebuilt with one more page declared only in
// its own src/routes.ts (enabled by PORTAL_E2E_EXTRA_PAGE=1), and the portal shows it in the navigation.
//
// How the rebuilt remote is "deployed": it is built into a temporary folder and this test's browser
// context answers every request to mf-dashboard's origin (from the app registry, the manifestUrl the ops
// file already names) from that folder. For this browser that IS a redeployment of the remote at its own
// origin, the way its team would ship it; the shell build, the shell server and the ops file are left
// untouched (the test checks /modules.json is byte-for-byte the same). Doing it per browser context instead
// of replacing the running server's dist keeps other specs, possibly running in parallel workers, unaffected.
test.describe.configure({ mode: 'serial' });

const root = fileURLToPath(new URL('../../', import.meta.url));
const DASHBOARD_ORIGIN = originOf('mf-dashboard');
let rebuilt = '';

test.beforeAll(() => {
  test.setTimeout(300_000); // one remote build, on a shared machine
  rebuilt = mkdtempSync(join(tmpdir(), 'mf-dashboard-extra-page-'));
  execFileSync(join(root, 'mf-dashboard/node_modules/.bin/rsbuild'), ['build'], {
    cwd: join(root, 'mf-dashboard'),
    env: { ...process.env, PORTAL_E2E_EXTRA_PAGE: '1', PORTAL_DIST_DIR: rebuilt },
    stdio: 'pipe',
  });
});

test.afterAll(() => {
  if (rebuilt) rmSync(rebuilt, { recursive: true, force: true });
});

test('a remote rebuilt with a new page shows it in the navigation, with no change to the shell or the ops file', async ({
  page,
  context,
}) => {
  await useLanguage(page, 'en');
  await registerCompany(page, 'Olaya Towers');
  const nav = page.getByRole('navigation');
  await expect(page.getByTestId('analytics-dashboard')).toBeVisible();
  await expect(nav.getByText('Analytics', { exact: true })).toBeVisible();
  await expect(nav.getByText("What's new", { exact: true })).toHaveCount(0);
  const opsBefore = await (await page.request.get('/modules.json')).text();

  await context.route(`${DASHBOARD_ORIGIN}/**`, (route) => {
    const file = resolve(rebuilt, `.${new URL(route.request().url()).pathname}`);
    if (!file.startsWith(`${rebuilt}${sep}`) || !existsSync(file) || !statSync(file).isFile()) {
      return route.fulfill({ status: 404, body: 'Not found' });
    }
    return route.fulfill({ path: file, headers: { 'access-control-allow-origin': '*', 'cache-control': 'no-cache' } });
  });
  await page.reload();

  await expect(page.getByTestId('analytics-dashboard')).toBeVisible();
  await nav.getByText("What's new", { exact: true }).click();
  await expect(page).toHaveURL(/\/b2b\/dashboards\/whats-new$/);
  await expect(page.getByTestId('coming-soon')).toContainText("What's new");

  // Its label in the other languages comes from the same declaration.
  await page.evaluate(() => localStorage.setItem('b2b-portal-language', JSON.stringify('ar')));
  await page.reload();
  await expect(page.getByRole('navigation').getByText('ما الجديد', { exact: true })).toBeVisible();

  // Neither the ops file nor the shell changed: same served module manifest, same shell build.
  expect(await (await page.request.get('/modules.json')).text()).toBe(opsBefore);
});
