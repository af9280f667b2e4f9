import { loadavg } from 'node:os';
import type { CDPSession, Page } from '@playwright/test';
import { signedInTest, test } from '../support/api-fixtures';
import { installSession } from '../support/browser-session';

// Prints what issue 15 measures: JavaScript transferred (as the wire carries it: brotli from the static servers)
// for /login and per remote, and how long a remote takes to show, cold and when switching. Median of a few runs.

type Transfer = { bytes: number; encodings: Set<string>; byOrigin: Map<string, number> };

/** Counts the encoded bytes of every script the page loads (Chromium's own accounting, headers excluded). */
async function countScripts(page: Page): Promise<{ cdp: CDPSession; transfer: Transfer }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map<string, string>();
  const urls = new Map<string, string>();
  const transfer: Transfer = { bytes: 0, encodings: new Set(), byOrigin: new Map() };
  cdp.on('Network.responseReceived', (event) => {
    if (event.type !== 'Script') return;
    scripts.set(event.requestId, new URL(event.response.url).origin);
    urls.set(event.requestId, event.response.url);
    const encoding = Object.entries(event.response.headers).find(([k]) => k.toLowerCase() === 'content-encoding');
    transfer.encodings.add(String(encoding?.[1] ?? 'identity'));
  });
  cdp.on('Network.loadingFinished', (event) => {
    const origin = scripts.get(event.requestId);
    if (!origin) return;
    const body = event.encodedDataLength;
    transfer.bytes += body;
    transfer.byOrigin.set(origin, (transfer.byOrigin.get(origin) ?? 0) + body);
    // PERF_FILES=1 lists every script with its size (to see what a page downloads).
    if (process.env.PERF_FILES) console.log(`  ${kb(body).padStart(9)} ${urls.get(event.requestId)}`);
  });
  return { cdp, transfer };
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
/** `median (min–max)` of timings in ms: the spread says how much the shared machine moved the figure. */
const spread = (values: number[]) =>
  `${median(values).toFixed(0)} ms (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)}; ${values.map((t) => t.toFixed(0)).join(' / ')})`;
const load = () =>
  `load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;

/**
 * Records, in the page, when a module's outlet first has content (the remote rendered something). The test then
 * awaits that one promise: polling from the test would run Playwright's script in the page every few milliseconds,
 * on the main thread being measured.
 */
async function watchModules(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = new Map<string, number>();
    const waiting = new Map<string, (at: number) => void>();
    (window as unknown as { __moduleShown: (name: string) => Promise<number> }).__moduleShown = (name) =>
      new Promise<number>((resolve) => {
        const at = seen.get(name);
        if (at !== undefined) resolve(at);
        else waiting.set(name, resolve);
      });
    new MutationObserver(() => {
      for (const el of document.querySelectorAll<HTMLElement>('[data-module]')) {
        const name = el.dataset.module ?? '';
        if (!seen.has(name) && el.querySelector('h1, h2, table, [data-testid], [role="grid"]')) {
          seen.set(name, performance.now());
          waiting.get(name)?.(performance.now());
        }
      }
    }).observe(document, { subtree: true, childList: true });
  });
}

const shownAt = (page: Page, name: string) =>
  page.evaluate(
    (n) => (window as unknown as { __moduleShown: (name: string) => Promise<number> }).__moduleShown(n),
    name,
  );

test('/login: JavaScript transferred', async ({ page }) => {
  const { transfer } = await countScripts(page);
  await page.goto('/login', { waitUntil: 'networkidle' });
  const lcp = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? 0)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
      }),
  );
  console.log(
    `PERF /login JS transferred: ${kb(transfer.bytes)} (encodings: ${[...transfer.encodings].join(', ')}); LCP here ${lcp.toFixed(0)} ms`,
  );
});

const REMOTES: [string, string][] = [
  ['orders', '/b2b/orders'],
  ['branches', '/b2b/branches/list'],
  ['accounting', '/b2b/wallets'],
  ['users', '/b2b/users/list'],
];

signedInTest('remotes: first visible cold and when switching; each remote JS', async ({ page }) => {
  await watchModules(page);
  const cold: number[] = [];
  let transfer: Transfer | undefined;
  for (let run = 0; run < 5; run++) {
    const counted = await countScripts(page);
    await page.goto('/b2b/dashboards/analytics', { waitUntil: 'commit' });
    cold.push(await shownAt(page, 'dashboard'));
    await page.waitForLoadState('load');
    transfer = counted.transfer;
    await counted.cdp.detach();
  }
  await page.waitForTimeout(1500);
  const perOrigin = new Map(transfer?.byOrigin);
  // Switching: a link of the navigation (client-side routing), the remote not loaded yet in this page.
  const warm: [string, number][] = [];
  const counted = await countScripts(page);
  for (const [name, path] of REMOTES) {
    const started = await page.evaluate((p) => {
      const t = performance.now();
      window.history.pushState({}, '', p);
      window.dispatchEvent(new PopStateEvent('popstate'));
      return t;
    }, path);
    warm.push([name, (await shownAt(page, name)) - started]);
    await page.waitForTimeout(1500);
  }
  for (const [origin, bytes] of counted.transfer.byOrigin) perOrigin.set(origin, (perOrigin.get(origin) ?? 0) + bytes);
  console.log(
    `PERF dashboard first visible, cold navigation: ${cold.map((t) => t.toFixed(0)).join(' / ')} ms (median ${median(cold).toFixed(0)})`,
  );
  console.log(
    `PERF switching remote (first visit of each): ${warm.map(([n, t]) => `${n} ${t.toFixed(0)} ms`).join(', ')}`,
  );
  for (const [origin, bytes] of perOrigin) console.log(`PERF JS from ${origin}: ${kb(bytes)}`);
});

// Issue 29.4: the first remote cold in a FRESH browser context each run (new connections, empty HTTP and code
// caches), from navigation start to the remote's content, then the switch to orders right after the dashboard
// shows (nothing prefetched yet). Median of 5 with the spread and the machine's load (it is shared).
test('first remote cold in a fresh context, and the switch right after it shows', async ({ api, browser }, info) => {
  const owner = await api.registerCompany('Perf Trading Co');
  const cold: number[] = [];
  const switched: number[] = [];
  const marks: Record<string, number[]> = {};
  const before = load();
  for (let run = 0; run < 5; run++) {
    const context = await browser.newContext({ baseURL: info.project.use.baseURL, locale: 'en-US' });
    await installSession(context, owner.info);
    const page = await context.newPage();
    await watchModules(page);
    await page.goto('/b2b/dashboards/analytics', { waitUntil: 'commit' });
    cold.push(await shownAt(page, 'dashboard'));
    // Where the time went: when the entry script, /modules.json and the remote's entry had arrived.
    const steps = await page.evaluate(() => {
      const end = (part: string) =>
        performance
          .getEntriesByType('resource')
          .find((entry) => entry.name.includes(part))
          ?.toJSON() as PerformanceResourceTiming | undefined;
      return {
        entry: end('/static/js/index.')?.responseEnd ?? Number.NaN,
        modules: end('/modules.json')?.responseEnd ?? Number.NaN,
        remoteEntry: end('/static/js/mf_dashboard.')?.responseEnd ?? Number.NaN,
      };
    });
    for (const [step, at] of Object.entries(steps)) marks[step] = [...(marks[step] ?? []), at];
    const started = await page.evaluate(() => {
      const t = performance.now();
      window.history.pushState({}, '', '/b2b/orders');
      window.dispatchEvent(new PopStateEvent('popstate'));
      return t;
    });
    switched.push((await shownAt(page, 'orders')) - started);
    await context.close();
  }
  console.log(`PERF first remote cold, fresh context: ${spread(cold)} [${before} → ${load()}]`);
  console.log(`PERF switch to orders right after: ${spread(switched)}`);
  for (const [step, at] of Object.entries(marks)) console.log(`PERF   ${step} arrived at ${spread(at)}`);
});
