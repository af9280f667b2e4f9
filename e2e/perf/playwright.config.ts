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
  // Playwright's trace records a DOM snapshot in the page at every action (≈ 25 ms of the page's main thread during a
  // cold navigation): a measurement must not pay for its own instruments.
  use: { ...base.use, trace: 'off', screenshot: 'off', video: 'off' },
});
