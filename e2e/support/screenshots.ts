import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

const dir = join(import.meta.dirname, '..', 'test-results', 'screenshots');

/** Saves a full-page screenshot as a test artifact (e2e/test-results/screenshots/<name>.png). */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}
