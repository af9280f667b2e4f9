import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

const dir = join(import.meta.dirname, '..', 'test-results', 'screenshots');

/**
 * Saves a full-page screenshot for review (e2e/test-results/screenshots/<name>.png) when E2E_SCREENSHOTS is set:
 * `E2E_SCREENSHOTS=1 npx playwright test tests/screenshots.spec.ts` (README, "Tests"). The checks around each call
 * run either way; `npm test` leaves the files out, as nobody looks at a CI clone's pictures and the ≈170 full-page
 * captures took a minute of the browser run.
 */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}
