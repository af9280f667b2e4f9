import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { type BuyPackageResult, CATALOG_PATHS, type LoginInfo, PACKAGE_PATHS } from '@portal/shared/contract';
import { expect, signedInTest as test } from '../support/api-fixtures';
import { receiptPdf } from '../support/money';
import { confirmTransferAsOps } from '../support/money-ops';
import { packageTransferReference } from '../support/packages';
import { useLanguage } from '../support/portal';

// Issue 12.2/12.5: a change made elsewhere (ops confirm a package's bank transfer through the ops API) reaches the
// open page through the realtime stream — bell count and snackbar within 2 s, no reload — and the snackbar's
// View opens the package by the reference in the notification data.

type Session = { info: LoginInfo };
const headers = (as: Session) => ({ lang: 'en', authorization: `Bearer ${as.info.token}`, 'Role-Id': as.info.role.id });

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  const body = await response.text();
  expect(response.ok(), `${what}: ${response.status()} ${body}`).toBe(true);
  return (JSON.parse(body) as { data: T }).data;
}

/** Buys the first published package by bank transfer and sends its receipt, as the buy page does. */
async function packageAwaitingOps(request: APIRequestContext, as: Session): Promise<string> {
  const catalog = await data<{ items: { id: string }[] }>(
    await request.get(`/api/v1/${CATALOG_PATHS.packages}`, { headers: headers(as) }),
    'published packages',
  );
  const bought = await data<BuyPackageResult>(
    await request.post(`/api/v1/${PACKAGE_PATHS.buy}`, {
      headers: { ...headers(as), 'Idempotency-Key': randomUUID() },
      data: { source: 'published', published_package_id: catalog.items[0]!.id, payment_method: 'transfer' },
    }),
    'buy by transfer',
  );
  const receipt = receiptPdf();
  await data(
    await request.post(`/api/v1/${PACKAGE_PATHS.confirmPayment}`, {
      headers: { ...headers(as), 'Idempotency-Key': randomUUID() },
      multipart: {
        package_id: bought.package.id,
        receipt: { name: receipt.name, mimeType: receipt.mimeType, buffer: receipt.buffer },
      },
    }),
    'send the receipt',
  );
  return bought.package.reference;
}

const streamOpened = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('/events/stream') && response.status() === 200);

test('a package confirmed by ops shows in the bell and the snackbar within 2 s, without reload', async ({
  page,
  company,
  request,
}) => {
  const reference = await packageAwaitingOps(request, company);
  const transfer = await packageTransferReference(request, company, reference);
  await useLanguage(page, 'en');
  const opened = streamOpened(page);
  const listed = page.waitForResponse((response) => /\/company\/notifications\?/.test(response.url()));
  await page.goto('/');
  await Promise.all([opened, listed]);
  const bell = page.getByTestId('notifications-bell');
  await expect(bell).toBeVisible();
  // The purchase itself may have notified already: the confirmation adds one.
  const unreadBefore = Number((await bell.getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1] ?? 0);
  // Marks this document: a reload would lose it.
  await page.evaluate(() => {
    (window as unknown as { realtimeMarker: boolean }).realtimeMarker = true;
  });

  await confirmTransferAsOps(request, transfer);
  const confirmedAt = Date.now();
  const snackbar = page.getByTestId('snackbar').filter({ hasText: 'New package' });
  await expect(snackbar).toBeVisible({ timeout: 2_000 });
  await expect(bell).toHaveAccessibleName(`Notifications, ${unreadBefore + 1} unread`, { timeout: 2_000 });
  console.info(`realtime e2e: ops confirm → snackbar in ${Date.now() - confirmedAt} ms`);
  await expect(snackbar).toContainText(reference);
  await expect(snackbar.getByRole('button', { name: 'Close' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { realtimeMarker?: boolean }).realtimeMarker)).toBe(true);

  await snackbar.getByRole('button', { name: 'View' }).click();
  await expect(page).toHaveURL(new RegExp(`/b2b/packages/${reference}$`));
  await expect(page.getByTestId('package-facts').getByTestId('package-status')).toHaveText('Approved');
});
