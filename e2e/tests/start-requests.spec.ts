import { expect, signedInTest as test } from '../support/api-fixtures';
import { originOf, remoteOrigins } from '../support/apps';
import { useLanguage } from '../support/portal';

// Issue 29.3: one request chain, not ten. A signed-in dashboard load learns every enabled module's routes from the
// one /modules.json, downloads only the remote it shows (no other remote is touched in the first seconds: they
// are prefetched later, when the browser is idle) and asks no URL twice (the bell and the Messages badge were each
// read twice: once on mount, once more when the live stream opened).

const PREFETCH_NOT_BEFORE_MS = 5000;
const OTHER_REMOTES = remoteOrigins().filter((origin) => origin !== originOf('mf-dashboard'));

test('a signed-in dashboard load: one modules request carrying the routes, only its remote, no URL twice', async ({
  page,
}) => {
  await useLanguage(page, 'en');
  const started = Date.now();
  const requests: { line: string; at: number }[] = [];
  page.on('request', (request) =>
    requests.push({ line: `${request.method()} ${request.url()}`, at: Date.now() - started }),
  );
  const manifest = page.waitForResponse((response) => new URL(response.url()).pathname === '/modules.json');
  await page.goto('/b2b/dashboards/analytics');
  await expect(page.getByTestId('analytics-dashboard')).toBeVisible();
  // The badges and the bell are read once the live stream has answered: give them time to be (twice) asked.
  await expect(page.getByTestId('notifications-bell')).toBeVisible();
  await page.waitForTimeout(Math.max(0, 3000 - (Date.now() - started)));
  const seen = requests.map((request) => request.line);
  // The other remotes are prefetched once the browser is idle and not before 5 s after navigation (the shell's
  // PREFETCH_NOT_BEFORE_MS): on a loaded machine the dashboard itself may take that long, so what counts is when.
  const early = requests.filter((request) => request.at < PREFETCH_NOT_BEFORE_MS).map((request) => request.line);
  console.log(`requests of a signed-in dashboard load (${seen.length}):\n  ${seen.join('\n  ')}`);

  // One modules request, and it carries every enabled module's routes and federation manifest.
  expect(seen.filter((r) => new URL(r.split(' ')[1] ?? '').pathname === '/modules.json')).toHaveLength(1);
  const { modules } = (await (await manifest).json()) as {
    modules: { name: string; enabled: boolean; routes?: { prefixes: string[] }; federation?: unknown }[];
  };
  const enabled = modules.filter((m) => m.enabled);
  expect(enabled.length).toBeGreaterThanOrEqual(5);
  for (const module of enabled) {
    expect(module.routes?.prefixes.length, `${module.name} routes`).toBeGreaterThan(0);
    expect(module.federation, `${module.name} federation manifest`).toBeTruthy();
  }

  // No routes document or federation manifest fetched; nothing from a remote not shown.
  expect(seen.filter((r) => r.includes('portal-routes.json'))).toEqual([]);
  expect(seen.filter((r) => r.includes('mf-manifest.json'))).toEqual([]);
  expect(early.filter((r) => OTHER_REMOTES.some((origin) => r.includes(`${origin}/`)))).toEqual([]);
  expect(seen.filter((r) => r.includes(`${originOf('mf-dashboard')}/`)).length).toBeGreaterThan(0);

  // No URL asked twice.
  const twice = seen.filter((r, index) => seen.indexOf(r) !== index);
  expect(twice).toEqual([]);
});
