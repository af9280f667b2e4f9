import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { registerCompanyThroughForm as registerCompany, useLanguage } from '../support/portal';

// Decision 0004: a remote owns its routes. mf-dashboard is rebuilt with one more page declared only in
// its own src/routes.ts (enabled by PORTAL_E2E_EXTRA_PAGE=1), and the portal shows it in the navigation.
//
// How the rebuilt remote is deployed: built into a folder beside its dist, then swapped in for the dist its
// running server serves (the way its team ships it: the same origin, new files). The shell's server reads the
// remote's routes from that server for /modules.json (issue 29.3), so the redeployment has to be real, not a
// browser-side stand-in; hence this spec runs alone, in the global-state project (playwright.config.ts), and puts
// the original dist back afterwards. The shell build and the ops file are left untouched (the test checks both).
test.describe.configure({ mode: 'serial' });
test.skip(Boolean(process.env.PORTAL_URL), 'redeploys a remote of the portal the e2e set-up started');

const root = fileURLToPath(new URL('../../', import.meta.url));
const served = join(root, 'mf-dashboard/dist');
const rebuilt = join(root, 'mf-dashboard/dist.e2e-extra-page');
const original = join(root, 'mf-dashboard/dist.e2e-original');

test.beforeAll(() => {
  test.setTimeout(300_000); // one remote build, on a shared machine
  rmSync(rebuilt, { recursive: true, force: true });
  execFileSync(join(root, 'mf-dashboard/node_modules/.bin/rsbuild'), ['build'], {
    cwd: join(root, 'mf-dashboard'),
    env: { ...process.env, PORTAL_E2E_EXTRA_PAGE: '1', PORTAL_DIST_DIR: rebuilt },
    stdio: 'pipe',
  });
});

test.afterAll(() => {
  if (existsSync(original)) {
    rmSync(served, { recursive: true, force: true });
    renameSync(original, served);
  }
  rmSync(rebuilt, { recursive: true, force: true });
});

test('a remote redeployed with a new page shows it in the navigation, with no change to the shell or the ops file', async ({
  page,
}) => {
  await useLanguage(page, 'en');
  await registerCompany(page, 'Olaya Towers');
  const nav = page.getByRole('navigation');
  await expect(page.getByTestId('analytics-dashboard')).toBeVisible();
  await expect(nav.getByText('Analytics', { exact: true })).toBeVisible();
  await expect(nav.getByText("What's new", { exact: true })).toHaveCount(0);
  const opsFile = process.env.E2E_MODULES_MANIFEST ?? '';
  const opsBefore = readFileSync(opsFile, 'utf8');
  const shellBefore = readFileSync(join(root, 'shell/dist/index.html'), 'utf8');

  renameSync(served, original);
  renameSync(rebuilt, served);
  // The shell's server may answer one more visit from its copy while it asks the remote again (remote-documents.ts).
  await expect(async () => {
    await page.reload();
    await expect(nav.getByText("What's new", { exact: true })).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });

  await expect(page.getByTestId('analytics-dashboard')).toBeVisible();
  await nav.getByText("What's new", { exact: true }).click();
  await expect(page).toHaveURL(/\/b2b\/dashboards\/whats-new$/);
  await expect(page.getByTestId('coming-soon')).toContainText("What's new");

  // Its label in the other languages comes from the same declaration.
  await page.evaluate(() => localStorage.setItem('b2b-portal-language', JSON.stringify('ar')));
  await page.reload();
  await expect(page.getByRole('navigation').getByText('ما الجديد', { exact: true })).toBeVisible();

  // Neither the ops file nor the shell changed.
  expect(readFileSync(opsFile, 'utf8')).toBe(opsBefore);
  expect(readFileSync(join(root, 'shell/dist/index.html'), 'utf8')).toBe(shellBefore);
});
