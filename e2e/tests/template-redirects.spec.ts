import { expect, signedInTest, test } from '../support/api-fixtures';
import { useLanguage } from '../support/portal';

// Issue 32.10: the Vuexy template's demo pages of spec §2 land on the real page that replaces them (the mapping:
// shell/src/routing/template-redirects.ts), never on a "coming soon" page.
signedInTest('template demo pages land on their real page', async ({ page }) => {
  await useLanguage(page, 'en');
  const lands = [
    {
      from: '/apps/charts/apex-chart',
      to: '/b2b/dashboards/analytics',
      shows: page.getByTestId('analytics-dashboard'),
    },
    { from: '/dashboards/crm', to: '/b2b/dashboards/scorecards', shows: page.getByTestId('analytics-dashboard') },
    { from: '/create-deal', to: '/b2b/packages/quote', shows: page.getByTestId('quotation-wizard-page') },
    { from: '/apps/extensions/tour', to: '/help-center', shows: page.getByRole('heading', { level: 1 }) },
  ];
  for (const { from, to, shows } of lands) {
    await page.goto(from);
    await expect(page).toHaveURL(new RegExp(`${to}$`));
    await expect(shows).toBeVisible();
    await expect(page.getByTestId('coming-soon')).toHaveCount(0);
  }
});

test('a visitor who is not signed in is asked to sign in for the real page', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/property-listing');
  await expect(page).toHaveURL(/\/login\?to=%2Fb2b%2Fbranches$/);
});
