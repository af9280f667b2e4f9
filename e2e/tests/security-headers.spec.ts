import type { Page } from '@playwright/test';
import { expect, signedInTest as test } from '../support/api-fixtures';
import { remoteOrigins } from '../support/apps';
import { useLanguage } from '../support/portal';

// Issue 16.6: the portal runs under its Content-Security-Policy (remote origins from the module manifest, no
// inline script, nobody may frame it) and every remote still loads: one page of each of the five remotes, with no
// CSP violation reported by the browser.

async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

test('every remote loads under the portal CSP, with no violation', async ({ page }) => {
  await useLanguage(page, 'en');
  await recordViolations(page);
  const document = await page.goto('/b2b/dashboards/analytics');
  const csp = document?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  const scriptSources = /script-src ([^;]*);/.exec(csp)?.[1]?.split(' ') ?? [];
  expect(scriptSources.sort()).toEqual(["'self'", ...remoteOrigins()].sort());
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(document?.headers()['x-content-type-options']).toBe('nosniff');
  // Issue 26.6: powerful features off for the page and the API; framing said once, by the CSP.
  expect(document?.headers()['permissions-policy']).toContain('camera=()');
  expect(document?.headers()['x-frame-options']).toBeUndefined();
  const api = await page.request.get('/api/health');
  expect(api.headers()['permissions-policy']).toContain('geolocation=()');
  expect(api.headers()['x-frame-options']).toBeUndefined();
  await expect(page.getByTestId('analytics-dashboard')).toBeVisible();

  // One page per remote, navigating inside the app (each loads its remote's chunks and styles).
  const pages: [string, (page: Page) => Promise<void>][] = [
    ['/b2b/branches', (p) => expect(p.getByRole('button', { name: 'Add branch' })).toBeVisible()],
    ['/b2b/packages', (p) => expect(p.getByTestId('empty-state')).toBeVisible()],
    ['/b2b/wallets', (p) => expect(p.getByTestId('wallet-balance')).toBeVisible()],
    ['/b2b/users/list', (p) => expect(p.getByRole('button', { name: 'Add user' })).toBeVisible()],
  ];
  for (const [path, shows] of pages) {
    await page.goto(path);
    await shows(page);
  }
  expect(await violations(page)).toEqual([]);
});

test('an injected inline script does not run', async ({ page }) => {
  await useLanguage(page, 'en');
  await recordViolations(page);
  await page.goto('/b2b/dashboards/analytics');
  await expect(page.getByTestId('analytics-dashboard')).toBeVisible();
  // What an injected <script> would do: it must not run.
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 50));
    return (window as unknown as { injected?: boolean }).injected === true;
  });
  expect(ran).toBe(false);
  expect((await violations(page)).some((line) => line.startsWith('script-src'))).toBe(true);
});
