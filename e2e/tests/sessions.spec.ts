import { expect, signedInTest as test } from '../support/api-fixtures';
import { installSession } from '../support/browser-session';
import { useLanguage } from '../support/portal';

// Issue 16.7: the owner signed in on two browsers signs the other one out from account settings → security;
// the other browser is signed out at its next request.
test.describe('sessions', () => {
  test('signing out another device from the devices list ends its session at its next request', async ({
    page,
    company,
    api,
    browser,
  }) => {
    // The second device needs a new login code: the API sends one only after the resend wait (15 s in this stack).
    test.setTimeout(90_000);
    await useLanguage(page, 'en');
    await page.goto('/pages/account-settings/security');
    const devices = page.getByTestId('device');
    await expect(devices).toHaveCount(1);
    await expect(devices.first().getByText('This device')).toBeVisible();

    const second = await api.signInAgain(company.phone);
    const otherContext = await browser.newContext();
    try {
      await installSession(otherContext, second.info);
      const other = await otherContext.newPage();
      await useLanguage(other, 'en');
      await other.goto('/');
      await expect(other.getByTestId('analytics-dashboard')).toBeVisible();

      await page.reload();
      await expect(devices).toHaveCount(2);
      const otherCard = devices.filter({ hasNot: page.getByText('This device') });
      await expect(otherCard.getByText('Chrome · Linux')).toBeVisible();
      await otherCard.getByRole('button', { name: 'Sign out' }).click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog.getByText('Sign out this device?')).toBeVisible();
      await dialog.getByRole('button', { name: 'Sign out' }).click();
      await expect(page.getByText('The device has been signed out').first()).toBeVisible();
      await expect(devices).toHaveCount(1);

      // The other browser still shows the portal until its next request, here opening a page from the menu (or a
      // background refresh, e.g. of the notifications, if one comes first): the 401 signs it out.
      await other
        .getByRole('link', { name: 'Account information' })
        .click({ timeout: 5000 })
        .catch(() => {});
      await expect(other).toHaveURL(/\/login$/);
      // The portal then reloads /login to get the sign-in document (ADR 0022): read the storage once it has settled.
      await expect
        .poll(() => other.evaluate(() => localStorage.getItem('b2b-portal-accessToken')).catch(() => 'reloading'))
        .toBeNull();
      // This browser is still signed in.
      await page.reload();
      await expect(devices).toHaveCount(1);
    } finally {
      await otherContext.close();
    }
  });
});
