import { defineConfig } from '@playwright/test';
import base from '../playwright.config';

// Web performance figures (issue 15): not a test run, a measurement that prints. Same production stack as e2e.
//   cd e2e && flock /tmp/portal-ports.lock npx playwright test --config perf/playwright.config.ts
export default defineConfig({
  ...base,
  testDir: '.',
  globalSetup: '../global-setup.ts',
  projects: undefined,
  workers: 1,
  fullyParallel: false,
  retries: 0,
  reporter: 'list',
});
