import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { test } from '../support/api-fixtures';
import { storedSession } from '../support/browser-session';

// `npm run lighthouse` (issue 15.1): Lighthouse performance, mobile and desktop, for /login and the dashboard, on the
// production build served as deployed. Prints the figures; not part of `npm test` (they vary with the machine's load).
// Targets: mobile score ≥ 90, LCP ≤ 2.0 s mobile and ≤ 0.6 s desktop.

const BASE = process.env.PORTAL_URL ?? 'http://localhost:8080';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

test('Lighthouse: /login and the dashboard, mobile and desktop', async ({ api }) => {
  test.setTimeout(600_000);
  const owner = await api.registerCompany('Lighthouse Facilities Co');
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'portal-lighthouse-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      `--remote-debugging-port=${port}`,
    ],
  });
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    const results: string[] = [];
    for (const [label, path, signedIn] of [
      ['/login', '/login', false],
      ['dashboard', '/b2b/dashboards/analytics', true],
    ] as const) {
      // The session lives in localStorage: written in the profile Lighthouse's tab uses (it keeps storage, below).
      await page.goto(`${BASE}/404-lighthouse-setup.txt`);
      await page.evaluate(
        (entries) => {
          localStorage.clear();
          for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
        },
        signedIn ? storedSession(owner.info) : {},
      );
      for (const formFactor of ['mobile', 'desktop'] as const) {
        // Cold cache every run; storage is kept (else the dashboard run would be signed out).
        const cdp = await browser.newCDPSession(page);
        await cdp.send('Network.clearBrowserCache');
        await cdp.detach();
        const result = await lighthouse(
          `${BASE}${path}`,
          { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
          formFactor === 'desktop' ? desktopConfig : undefined,
        );
        const lhr = result?.lhr;
        const score = Math.round((lhr?.categories.performance?.score ?? 0) * 100);
        const lcp = lhr?.audits['largest-contentful-paint']?.numericValue ?? Number.NaN;
        const tbt = lhr?.audits['total-blocking-time']?.numericValue ?? Number.NaN;
        const line = `LIGHTHOUSE ${label.padEnd(10)} ${formFactor.padEnd(8)} score ${score}  LCP ${(lcp / 1000).toFixed(2)} s  TBT ${tbt.toFixed(0)} ms`;
        // A run Lighthouse could not finish scores 0: say why instead of printing a silent zero.
        const failure = lhr?.runtimeError ? `  (${lhr.runtimeError.code}: ${lhr.runtimeError.message})` : '';
        results.push(line + failure);
        console.log(line + failure);
      }
    }
    console.log(results.join('\n'));
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
