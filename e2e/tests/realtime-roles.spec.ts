import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { type ApiSession, expect, type PortalApi, signedInTest as test } from '../support/api-fixtures';
import { switchSession } from '../support/browser-session';
import { companyHeaders } from '../support/company-api';
import { receiptPdf } from '../support/money';
import { confirmTransferAsOps } from '../support/money-ops';
import { assignAsOps, orderOf, placeOrder } from '../support/orders';
import { freshPhone } from '../support/phones';
import { useLanguage } from '../support/portal';

// Issue 28.5: the live stream is opened for any member who may read something it carries, not only the bell's
// holders. A member whose role reads orders alone sees an order move; one who reads the wallet alone sees a bank
// transfer's confirmation reach the balance. Neither holds the notifications permission; nothing is reloaded.

const streamOpened = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('/events/stream') && response.status() === 200);

/** Marks the document: a reload would lose the mark. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { liveMarker: boolean }).liveMarker = true;
  });
const stillSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { liveMarker?: boolean }).liveMarker === true);

// Both members read the portal in English (the assertions name its strings).
test.beforeEach(({ page }) => useLanguage(page, 'en'));

test('a member who may only view orders sees an order confirmed live, without the bell', async ({
  page,
  company,
  api,
  request,
}) => {
  await api.createBranch(company, { name: 'Olaya Tower', code: 'OLY-1', type: 'Office', area: 'Al Malaz' });
  const reference = await placeOrder(page, {
    branch: 'Olaya Tower',
    services: [{ name: 'AC maintenance', quantity: '1' }],
    method: 'Cash',
  });
  const { order } = await orderOf(request, company, reference);
  const viewer = await memberWithOnly(api, company, { action: 'read', subject: 'b2b_orders' });

  await switchSession(page, viewer.info);
  const opened = streamOpened(page);
  await page.goto(`/b2b/orders/view/${reference}`);
  await opened;
  const status = page.getByTestId('order-facts').getByTestId('order-status');
  await expect(status).toHaveText('Created');
  await expect(page.getByTestId('notifications-bell')).toHaveCount(0);
  await markDocument(page);

  await assignAsOps(request, order.id);
  await expect(status).not.toHaveText('Created', { timeout: 5_000 });
  expect(await stillSameDocument(page)).toBe(true);
});

test('a member who may only read the wallet sees a bank transfer confirmed live', async ({
  page,
  company,
  api,
  request,
}) => {
  const transfer = await sendTransfer(request, company, 125_000);
  const reader = await memberWithOnly(api, company, { action: 'read', subject: 'b2b_wallet' });

  // A document of the portal's origin, so that the session can be written before the first page.
  await page.goto('/favicon.svg');
  await switchSession(page, reader.info);
  const opened = streamOpened(page);
  await page.goto('/b2b/wallets');
  await opened;
  const balance = page.getByTestId('wallet-balance');
  await expect(balance).toContainText('SAR 0.00');
  await markDocument(page);

  await confirmTransferAsOps(request, transfer);
  await expect(balance).toContainText('SAR 1,250.00', { timeout: 5_000 });
  expect(await stillSameDocument(page)).toBe(true);
});

/** A new member of `owner`'s company whose role holds exactly `rule`, signed in through the API. */
async function memberWithOnly(
  api: PortalApi,
  owner: ApiSession,
  rule: { action: string; subject: string },
): Promise<ApiSession> {
  const role = await api.createRole(owner, `Only ${rule.action} ${rule.subject} ${randomUUID().slice(0, 6)}`, [
    rule as never,
  ]);
  const phone = freshPhone();
  await api.addUser(owner, {
    phone,
    full_name: `Live ${rule.subject}`,
    username: `live${phone.slice(-6)}`,
    role_id: role.id,
    role_type: 'Employee',
  });
  const member = await api.signIn(phone);
  expect(member.info.role.ability).toEqual([rule]);
  return member;
}

/** The owner recharges by bank transfer through the API (receipt attached); answers the transfer's reference. */
async function sendTransfer(request: APIRequestContext, owner: ApiSession, halalas: number) {
  const receipt = receiptPdf();
  const answer = await request.post('/api/v1/company/wallets/walletTempTransaction', {
    headers: { ...companyHeaders(owner), 'Idempotency-Key': randomUUID() },
    multipart: {
      amount: String(halalas),
      receipt: { name: receipt.name, mimeType: receipt.mimeType, buffer: receipt.buffer },
    },
  });
  const body = await answer.text();
  expect(answer.ok(), body).toBe(true);
  return (JSON.parse(body) as { data: { reference: string } }).data.reference;
}
