import { existsSync, renameSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, signedInTest as test } from '../support/api-fixtures';
import { originOf } from '../support/apps';
import { editModuleManifest } from '../support/module-manifest';
import { useLanguage } from '../support/portal';

const ORDERS = originOf('mf-orders');
const BRANCHES = originOf('mf-branches');
const asPattern = (origin: string) => origin.replace(/[.:/]/g, '\\$&');

/** Takes a remote's routes document (and its compressed copies) off its running server; returns the undo. */
function hideRoutesDocument(app: string): () => void {
  const files = ['', '.br', '.gz'].map((suffix) =>
    fileURLToPath(new URL(`../../${app}/dist/portal-routes.json${suffix}`, import.meta.url)),
  );
  for (const file of files) if (existsSync(file)) renameSync(file, `${file}.hidden`);
  return () => {
    for (const file of files) if (existsSync(`${file}.hidden`)) renameSync(`${file}.hidden`, file);
  };
}

test.describe('module manifest and routes documents at run time', () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/b2b/dashboards/analytics');
    await expect(page.getByTestId('analytics-dashboard')).toBeVisible();
  });

  test('a module disabled in the manifest leaves the navigation and its routes show not found, without a rebuild', async ({
    page,
  }) => {
    const nav = page.getByRole('navigation');
    await expect(nav.getByText('Orders', { exact: true })).toBeVisible();
    const restore = editModuleManifest((m) => {
      m.modules.orders = { ...m.modules.orders, enabled: false };
    });
    try {
      await page.reload();
      await expect(page.getByTestId('analytics-dashboard')).toBeVisible();
      await expect(nav.getByText('Orders', { exact: true })).toHaveCount(0);
      await expect(nav.getByText('Branches', { exact: true })).toBeVisible();
      await page.goto('/b2b/orders');
      await expect(page.getByTestId('not-found')).toBeVisible();
    } finally {
      restore();
    }
    await page.goto('/b2b/orders');
    await expect(page.getByRole('heading', { name: 'Orders', exact: true })).toBeVisible();
  });

  test('a module whose server is down shows "module unavailable" with retry, and the rest keeps working', async ({
    page,
  }) => {
    // Its code is unreachable for the whole visit (the routes document, read first, still answers): a module the
    // shell already loaded at idle (issue 15.2) would keep working in that page.
    const code = new RegExp(`^${asPattern(ORDERS)}/(?!portal-routes\\.json)`);
    await page.route(code, (route) => route.abort('connectionrefused'));
    await page.reload();
    await expect(page.getByTestId('analytics-dashboard')).toBeVisible();
    await page.getByRole('navigation').getByText('Orders', { exact: true }).click();
    const panel = page.getByTestId('module-unavailable');
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('This module is unavailable');

    // The shell and other modules still work.
    await page.getByRole('navigation').getByText('Branches', { exact: true }).click();
    await expect(page.getByTestId('branches-page')).toBeVisible();
    await page.getByRole('navigation').getByText('Orders', { exact: true }).click();
    await expect(panel).toBeVisible();

    // The server is back: Retry loads the module in place.
    await page.unroute(code);
    await panel.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Orders', exact: true })).toBeVisible();
    await expect(panel).toHaveCount(0);
  });

  test('a module whose routes document cannot be read shows "module unavailable" with retry, the rest keeps working', async ({
    page,
  }) => {
    // The routes document is read before any remote code (by the shell's server for /modules.json, issue 29.3;
    // by the shell itself when that answer lacks it): without it the shell knows neither the module's navigation
    // nor its pages, so its paths show the module unavailable instead of not found. Taken off the remote's server.
    const nav = page.getByRole('navigation');
    const putBack = hideRoutesDocument('mf-orders');
    try {
      // The shell's server may answer one more visit from its copy while it asks the remote again.
      await expect(async () => {
        await page.reload();
        await expect(page.getByTestId('analytics-dashboard')).toBeVisible();
        await expect(nav.getByText('Branches', { exact: true })).toBeVisible();
        await expect(nav.getByText('Orders', { exact: true })).toHaveCount(0, { timeout: 1000 });
      }).toPass({ timeout: 30_000 });
      await page.goto('/b2b/orders');
      const panel = page.getByTestId('module-unavailable');
      await expect(panel).toContainText('This module is unavailable');

      putBack();
      await panel.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('heading', { name: 'Orders', exact: true })).toBeVisible();
      await expect(nav.getByText('Orders', { exact: true })).toBeVisible();
    } finally {
      putBack();
    }
  });

  test('a module whose script fails to run shows "module unavailable" instead of breaking the shell', async ({
    page,
  }) => {
    await page.route(new RegExp(`^${asPattern(BRANCHES)}/static/js/.*\\.js$`), (route) =>
      route.fulfill({ contentType: 'application/javascript', body: 'throw new Error("broken deployment")' }),
    );
    await page.reload(); // broken for the whole visit, idle loading included
    await expect(page.getByTestId('analytics-dashboard')).toBeVisible();
    await page.getByRole('navigation').getByText('Branches', { exact: true }).click();
    await expect(page.getByTestId('module-unavailable')).toBeVisible();
    await page.getByRole('navigation').getByText('Analytics', { exact: true }).click();
    await expect(page.getByTestId('analytics-dashboard')).toBeVisible();
  });
});
