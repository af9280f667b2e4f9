import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import type { LoginInfo } from '@portal/shared/contract';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { test } from '../support/api-fixtures';
import { storedSession } from '../support/browser-session';
import { platformLoginInfo } from '../support/money-ops';

// `npm run lighthouse` (issue 15.1): Lighthouse performance, mobile and desktop, for /login and the dashboard, on the
// production build served as deployed; and (issue 30) the field app's visits page on a phone, signed in as the demo
// technician (0550000101), three runs with the median and spread. Prints the figures; not part of `npm test` (they
// vary with the machine's load). Targets: mobile score ≥ 90, LCP ≤ 2.0 s mobile and ≤ 0.6 s desktop.

const BASE = process.env.PORTAL_URL ?? 'http://localhost:8080';
/** The demo technician of the seed (api/src/dev/seed/seed-providers.ts), whose visits today the seed books. */
const DEMO_TECHNICIAN = '0550000101';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** A Chromium Lighthouse can drive (its debugging port), with a throwaway profile. */
async function withLighthouseBrowser(run: (browser: BrowserContext, page: Page, port: number) => Promise<void>) {
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
    await run(browser, browser.pages()[0] ?? (await browser.newPage()), port);
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** The session lives in localStorage: written in the profile Lighthouse's tab uses (it keeps storage, below). */
async function useSession(page: Page, info: LoginInfo | null) {
  await page.goto(`${BASE}/404-lighthouse-setup.txt`);
  await page.evaluate(
    (entries) => {
      localStorage.clear();
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    },
    info ? storedSession(info) : {},
  );
}

/** One Lighthouse run on a cold cache (storage kept, else a signed-in page would be signed out). */
async function measure(
  browser: BrowserContext,
  page: Page,
  port: number,
  path: string,
  formFactor: 'mobile' | 'desktop',
) {
  const cdp = await browser.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const result = await lighthouse(
    `${BASE}${path}`,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  const lhr = result?.lhr;
  // The JavaScript the cold load transferred (as the wire carried it: brotli from the static servers).
  const requests = (
    lhr?.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] }
  )?.items;
  const scriptBytes = (requests ?? [])
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    scriptBytes,
    score: Math.round((lhr?.categories.performance?.score ?? 0) * 100),
    lcp: lhr?.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbt: lhr?.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    // A run Lighthouse could not finish scores 0: say why instead of printing a silent zero.
    failure: lhr?.runtimeError ? `  (${lhr.runtimeError.code}: ${lhr.runtimeError.message})` : '',
  };
}

test('Lighthouse: /login and the dashboard, mobile and desktop', async ({ api }) => {
  test.setTimeout(600_000);
  const owner = await api.registerCompany('Lighthouse Facilities Co');
  await withLighthouseBrowser(async (browser, page, port) => {
    const results: string[] = [];
    for (const [label, path, signedIn] of [
      ['/login', '/login', false],
      ['dashboard', '/b2b/dashboards/analytics', true],
    ] as const) {
      await useSession(page, signedIn ? owner.info : null);
      for (const formFactor of ['mobile', 'desktop'] as const) {
        const { score, lcp, tbt, failure } = await measure(browser, page, port, path, formFactor);
        const line = `LIGHTHOUSE ${label.padEnd(10)} ${formFactor.padEnd(8)} score ${score}  LCP ${(lcp / 1000).toFixed(2)} s  TBT ${tbt.toFixed(0)} ms`;
        results.push(line + failure);
        console.log(line + failure);
      }
    }
    console.log(results.join('\n'));
  });
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

test('Lighthouse: the field app (the demo technician’s visits), mobile, median of 3', async ({ request }) => {
  test.setTimeout(600_000);
  const technician = await platformLoginInfo(request, DEMO_TECHNICIAN);
  await withLighthouseBrowser(async (browser, page, port) => {
    await useSession(page, technician);
    const runs = [];
    for (let run = 1; run <= 3; run++) {
      const result = await measure(browser, page, port, '/field', 'mobile');
      console.log(
        `LIGHTHOUSE field run ${run}: score ${result.score}  LCP ${(result.lcp / 1000).toFixed(2)} s  TBT ${result.tbt.toFixed(0)} ms  JS ${(result.scriptBytes / 1024).toFixed(1)} KB${result.failure}`,
      );
      runs.push(result);
    }
    const scores = runs.map((r) => r.score);
    const lcps = runs.map((r) => r.lcp / 1000);
    const scripts = runs.map((r) => r.scriptBytes / 1024);
    console.log(
      `LIGHTHOUSE field mobile: score ${median(scores)} (${Math.min(...scores)}–${Math.max(...scores)}), LCP ${median(lcps).toFixed(2)} s (${Math.min(...lcps).toFixed(2)}–${Math.max(...lcps).toFixed(2)}), JS ${median(scripts).toFixed(1)} KB (${Math.min(...scripts).toFixed(1)}–${Math.max(...scripts).toFixed(1)}); load ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
  });
});
