import { defineConfig } from '@playwright/test';
import { originOf } from './support/apps';

// Real Debian Chromium against the production builds, each remote on its own origin (see global-setup.ts).
// Never `playwright install`: the browser comes from apt (/usr/bin/chromium).

// Specs that change the running portal for everyone (modules.spec.ts edits its module manifest: a module switched
// off there would vanish from other workers' pages mid-test). They run alone, after the parallel project.
// ops-settings.spec.ts changes the platform settings every page reads (the support contacts).
// remote-owned-routes.spec.ts redeploys mf-dashboard (new files at its origin) for the whole portal (issue 29.3).
const globalStateSpecs = /(modules|ops-settings|remote-owned-routes)\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  // Two workers share the cores with the portal's seven processes (PGlite answers one query at a time): the longest
  // flows (role editor, add a user, sign in as them) need more than a minute when the machine is busy.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // Every test has its own company (support/api-fixtures.ts) and phone numbers (support/phones.ts), so tests run
  // in parallel, within files too. Two workers suit the 2-core machines we run on; E2E_WORKERS changes it.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // CI retries twice: a failure that repeats three times is real, one under load is not worth a red run.
  retries: process.env.CI ? 2 : 0,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  outputDir: 'test-results',
  projects: [
    { name: 'parallel', testIgnore: globalStateSpecs },
    // Depends on `parallel`, so it starts once that project has finished (and is skipped if it failed).
    { name: 'global-state', testMatch: globalStateSpecs, dependencies: ['parallel'], fullyParallel: false, workers: 1 },
  ],
  use: {
    baseURL: process.env.PORTAL_URL ?? originOf('shell'),
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
