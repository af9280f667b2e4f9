import { expect, test } from '@playwright/test';
import { registerCompanyThroughForm, useLanguage } from '../support/portal';

// A browser through nginx (issue 24.4): Chromium signs a new company up and in with its WhatsApp code and sees the
// dashboard remote, loaded from its own nginx origin under the host's Content-Security-Policy.
test('a company signs in through nginx and sees the dashboard', async ({ page }) => {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  await useLanguage(page, 'en');
  await registerCompanyThroughForm(page, 'Cluster Facilities Co');
  await expect(page).toHaveURL(/\/b2b\/dashboards\/analytics$/);
  await expect(page.getByTestId('analytics-dashboard')).toBeVisible();
  await expect(page.getByTestId('dashboard-welcome')).toHaveText('Welcome, Sara Al-Qahtani');
  await expect(page.locator('[data-module="dashboard"]')).toBeVisible();
  expect(blocked).toEqual([]);
});
