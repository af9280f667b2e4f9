import { defineConfig } from '@playwright/test';
import baseConfig from '../playwright.config';
import { clusterOriginOf } from '../support/apps';

// `npm run test:cluster`: the production topology (scripts/cluster, started by global-setup.ts) tested through
// nginx: the API journey and a browser sign-in first, then one API process killed mid-run (failover.spec.ts).
// One worker: the failover test kills a process every other test would be using.
export default defineConfig({
  testDir: '.',
  globalSetup: './global-setup.ts',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  workers: 1,
  retries: 0,
  reporter: [['list']],
  outputDir: '../test-results/cluster',
  projects: [
    { name: 'journey', testIgnore: /failover\.spec\.ts$/ },
    { name: 'failover', testMatch: /failover\.spec\.ts$/, dependencies: ['journey'] },
  ],
  use: { ...baseConfig.use, baseURL: clusterOriginOf('shell') },
});
