// `npm test`: sets up and runs every test: lint (with the package boundaries), type check, dead code (knip), unit
// tests of every package (one vitest run over the root projects config), the API suite on
// PGlite and on a PostgreSQL server, the production build, and the end-to-end tests in Chromium.
// Ends with one line "N passed, N failed" over all runners.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { root } from './lib/stack.mjs';
import { testOutcomes } from './lib/test-outcomes.mjs';
import { startThrowawayPostgres } from './lib/throwaway-postgres.mjs';
import { pnpm, pnpmCommand } from './pnpm.mjs';

const started = Date.now();
const results = [];
const totals = { passed: 0, failed: 0, skipped: 0 };
const resultsDir = join(root, 'test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, {
    cwd: options.cwd ?? root,
    env: { ...process.env, ...options.env },
    stdio: 'inherit',
  });
  return result.status ?? 1;
}

async function step(name, fn) {
  const t0 = Date.now();
  console.log(`\n=== ${name}`);
  const status = await fn();
  const seconds = (Date.now() - t0) / 1000;
  results.push({ name, ok: status === 0, seconds });
  console.log(`=== ${name}: ${status === 0 ? 'ok' : 'FAILED'} (${seconds.toFixed(1)} s)`);
  return status === 0;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}

// One vitest run over the projects of the root vitest.config.ts (one project per package).
function vitest(projects, label, env = {}, extraArgs = []) {
  const out = join(resultsDir, `vitest-${label}.json`);
  const status = run(
    join(root, 'node_modules/.bin/vitest'),
    [
      'run',
      ...projects.flatMap((project) => ['--project', project]),
      ...extraArgs,
      // On CI a test that fails once is run once more, as Playwright's are: on the 2-core runner a timing-bound
      // test (a timeout, two requests racing) can lose to the load of the rest. A test that fails twice fails.
      ...(ci ? ['--retry=1'] : []),
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${out}`,
    ],
    { env },
  );
  countVitest(out);
  return status;
}

const ci = process.env.CI === 'true';
pnpmCommand();
await step('install', () => pnpm(['install', ...(ci ? ['--frozen-lockfile'] : [])], { allowFailure: true }));
await step('lint (biome)', () => run(join(root, 'node_modules/.bin/biome'), ['check', '.']));
// Imported once the workspace is installed: it reads tsconfig files with the TypeScript API (a fresh clone has no
// node_modules when this script starts).
const { typecheck } = await import('./lib/typecheck.mjs');
// Reads the app registry through tooling's tsx, installed by now.
const { BUILT_APPS, printSizeReport } = await import('./lib/size-report.mjs');
const { printPageStartReport } = await import('./lib/page-start-report.mjs');
await step('type check', () => typecheck(root));
await step('dead code and unused dependencies (knip)', () => run(join(root, 'node_modules/.bin/knip'), []));
// Without isolation each worker imports React, Fluent and the shared package once, not once per file: 86 s instead
// of 145 s on the 2-core machine. No file mocks a module (no vi.mock) and each renders its own providers and query
// client; a test that depends on a shared setting (the language) sets it itself, as other files in the worker may
// have changed it.
await step('unit tests (contract, shared, tooling, shell, remotes)', () =>
  vitest(['contract', 'shared', 'tooling', 'shell', 'site', 'mf-*'], 'front-end', {}, ['--no-isolate']),
);

// The server is started first: whether the server pass runs decides what the PGlite pass leaves to it.
let server = null;
let databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl) {
  try {
    server = await startThrowawayPostgres();
    databaseUrl = server?.url;
  } catch (error) {
    console.error(`Could not start a throwaway PostgreSQL server: ${error.message}`);
  }
}
// The route fuzz (≈20 s a pass) checks the HTTP layer (no 5xx, the error envelope on hostile input): validation
// answers before a query is built, input that got through would fail alike on both engines (the same PostgreSQL
// parser) and the API maps no database error to a status, so a second engine adds nothing. It runs once, on the
// server (the production engine); on PGlite only when there is no server pass. So do the upload limits (≈15 s):
// they are the multipart parser's and the files folder's, and no statement of theirs differs between engines.
const serverOnly = databaseUrl
  ? ['--exclude', '**/test/platform/fuzz-routes.test.ts', '--exclude', '**/test/platform/upload-limits.test.ts']
  : [];
await step('API tests on PGlite', () => vitest(['api'], 'api-pglite', {}, serverOnly));

if (databaseUrl) {
  await step('API tests on a PostgreSQL server', () =>
    vitest(['api'], 'api-postgres', { TEST_DATABASE_URL: databaseUrl }),
  );
} else {
  console.log(
    '\n=== API tests on a PostgreSQL server: skipped (no TEST_DATABASE_URL and no PostgreSQL binaries found)',
  );
}
server?.stop();

const built = await step('build (production)', () => run('node', [join(root, 'scripts/build.mjs')]));
// Issue 15: /login ≤ 150 KB and each remote's initial JavaScript ≤ 60 KB (brotli). Its own step: the e2e run
// below does not depend on it.
// Issue 29.6: each signed-in page's JavaScript before its first paint has a budget too (page-start-report.mjs).
if (built) {
  await step('size budgets (brotli JavaScript)', () => {
    const appsOver = printSizeReport(root, BUILT_APPS).length;
    const pagesOver = printPageStartReport(root).length;
    return appsOver + pagesOver > 0 ? 1 : 0;
  });
}
/** One Playwright run (a config of e2e/), counted into the totals. */
async function playwright(name, label, configArgs) {
  const out = join(resultsDir, `${label}.json`);
  await step(name, () =>
    run(join(root, 'e2e/node_modules/.bin/playwright'), ['test', ...configArgs, '--reporter=list,json'], {
      cwd: join(root, 'e2e'),
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: out },
    }),
  );
  if (existsSync(out)) {
    const { stats } = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
  }
}

if (built && ensureChromium()) {
  await playwright('end-to-end (Playwright, Chromium)', 'playwright', []);
  // Issue 24.4: the production topology (nginx, two API processes, PostgreSQL, S3), one API process killed
  // mid-run; the same tests as `npm run test:cluster`.
  await playwright('cluster (nginx + 2 APIs + PostgreSQL + S3)', 'playwright-cluster', [
    '--config',
    'cluster/playwright.config.ts',
  ]);
} else {
  results.push({ name: 'end-to-end (Playwright, Chromium)', ok: false, seconds: 0 });
}

console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? 'ok    ' : 'FAILED'} ${r.name} (${r.seconds.toFixed(1)} s)`);
console.log(`  total ${((Date.now() - started) / 1000).toFixed(1)} s`);
const failedSteps = results.filter((r) => !r.ok).length;
if (failedSteps && totals.failed === 0) totals.failed = failedSteps;
// Last, so that the end of a CI log names what to open: the failed tests, then those that passed on a retry.
const outcomes = testOutcomes(resultsDir);
for (const [label, names] of [
  ['failed', outcomes.failed],
  ['passed on a retry', outcomes.flaky],
]) {
  if (names.length === 0) continue;
  console.log(`\nTests ${label} (${names.length}):`);
  for (const name of names.slice(0, 12)) console.log(`  ${name}`);
  if (names.length > 12) console.log(`  … and ${names.length - 12} more (test-results/*.json)`);
}
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps ? 1 : 0);
