import { expect, test } from '@playwright/test';
import { freshOpsCode, OPS_PHONE } from '../support/money-ops';
import { expectNoSidewaysScroll } from '../support/phone-layout';
import { codeFromOutbox, useLanguage } from '../support/portal';

// Issue 27.2: on the ops overview each queue figure opens its queue's page (the demo ops account is admin: every
// queue is its), on a 390 px phone in English and Arabic without sideways scrolling.

test('the overview queue figures open their queue pages on a phone, in English and Arabic', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await useLanguage(page, 'en');
  await freshOpsCode(page.request);
  await page.goto('/login');
  await page.getByLabel('Mobile number').fill(OPS_PHONE);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Verification code').fill(await codeFromOutbox(page, OPS_PHONE));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/ops(\/|$)/);

  await page.goto('/ops');
  const transfers = page.getByTestId('overview-queue-transfers_pending').getByRole('link');
  await expect(transfers).toHaveAttribute('href', '/ops/transfers');
  await expect(page.getByTestId('overview-queue-conversations_unread').getByRole('link')).toHaveAttribute(
    'href',
    '/ops/inbox',
  );
  await expectNoSidewaysScroll(page, 390);

  await page.evaluate(() => localStorage.setItem('b2b-portal-language', JSON.stringify('ar')));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(transfers).toContainText('تحويلات بنكية بانتظار التأكيد');
  await expectNoSidewaysScroll(page, 390);

  await transfers.click();
  await expect(page).toHaveURL(/\/ops\/transfers$/);
});
