import type { APIRequestContext } from '@playwright/test';
import { CHAT_ENDPOINTS, type LoginInfo } from '@portal/shared/contract';
import { expect, signedInTest as test } from '../support/api-fixtures';
import { opsHeaders } from '../support/money-ops';
import { cashOrderAtNewBranch, orderOf } from '../support/orders';
import { expectNoSidewaysScroll } from '../support/phone-layout';
import { useLanguage } from '../support/portal';

// Issue 12.3/12.7 (chat): the company user has the order chat open; an ops reply through the ops API appears
// within 2 s without reload (the stream marks the chat stale), with only the pop sound (no toast, spec §9).
// Then the support chat of /apps/chat: a message with a file goes out with its progress bar, ops answer, the
// answer arrives live, and elsewhere it is a toast.

type Session = { info: LoginInfo };

async function opsPost(request: APIRequestContext, path: string, body: string) {
  const response = await request.post(`/api/v1/ops/chat/${path}`, {
    headers: await opsHeaders(request),
    data: { body },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function supportAnswered(request: APIRequestContext, as: Session) {
  const answer = await request.get(`/api/v1/${CHAT_ENDPOINTS.supportMessages.path}`, {
    headers: { lang: 'en', authorization: `Bearer ${as.info.token}`, 'Role-Id': as.info.role.id },
  });
  return ((await answer.json()) as { data: { body: string | null }[] }).data;
}

test.use({ companyName: 'Chat Test Co' });

test('order chat live from ops, and a support chat round-trip with a file', async ({ page, api, company, request }) => {
  await useLanguage(page, 'en');
  const branch = { name: 'Olaya Tower', code: 'OLY-1', type: 'Office', area: 'Al Malaz' };
  const reference = await cashOrderAtNewBranch(page, api, company, branch);
  const { order } = await orderOf(request, company, reference);

  // The order chat: the company writes, ops answer through the ops API, the answer shows without reload.
  await page.getByRole('tab', { name: 'Messages' }).click();
  const chat = page.getByTestId('chat-thread');
  await expect(chat.getByText('No messages yet')).toBeVisible();
  const box = chat.getByRole('textbox', { name: 'Write a message' });
  await box.fill('Please call the branch manager first');
  await box.press('Enter');
  await expect(
    chat.getByTestId('chat-message').filter({ hasText: 'Please call the branch manager first' }),
  ).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { chatMarker: boolean }).chatMarker = true;
  });
  await opsPost(request, `orders/${order.id}/messages`, 'The provider will call ahead');
  const sentAt = Date.now();
  const reply = chat.getByTestId('chat-message').filter({ hasText: 'The provider will call ahead' });
  await expect(reply).toBeVisible({ timeout: 2_000 });
  console.info(`chat e2e: ops reply → open chat in ${Date.now() - sentAt} ms`);
  expect(await page.evaluate(() => (window as unknown as { chatMarker?: boolean }).chatMarker)).toBe(true);
  // The chat is open: the pop sound only, no toast; reading it sets the read receipt ops see.
  await expect(page.locator('.fui-ToastTitle').filter({ hasText: 'Platform Ops' })).toHaveCount(0);
  await expect(reply).toHaveAttribute('data-own', 'false');

  // The support chat (/apps/chat): a PDF with its text, ops answer, the answer arrives live.
  await page.locator('a[href="/apps/chat"]').first().click();
  await expect(page).toHaveURL(/\/apps\/chat$/);
  const support = page.getByTestId('chat-thread');
  await page.getByTestId('chat-file').setInputFiles({
    name: 'invoice.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  await support.getByRole('textbox', { name: 'Write a message' }).fill('This invoice looks wrong');
  await support.getByRole('button', { name: 'Send' }).click();
  const mine = support.getByTestId('chat-message').filter({ hasText: 'This invoice looks wrong' });
  await expect(mine.getByTestId('chat-attachment')).toHaveText(/invoice\.pdf/);
  expect((await supportAnswered(request, company)).map((m) => m.body)).toEqual(['This invoice looks wrong']);
  await opsPost(request, `support/${company.info.role.company.id}/messages`, 'We are checking it');
  await expect(support.getByTestId('chat-message').filter({ hasText: 'We are checking it' })).toBeVisible({
    timeout: 2_000,
  });
  // Elsewhere, a support message is a toast (title and body).
  const opened = page.waitForResponse((r) => r.url().includes('/events/stream') && r.status() === 200);
  await page.goto('/b2b/orders');
  await opened;
  await opsPost(request, `support/${company.info.role.company.id}/messages`, 'Found it: a VAT rounding');
  await expect(page.locator('.fui-ToastTitle').filter({ hasText: 'Platform Ops' })).toBeVisible({ timeout: 2_000 });
  // The Messages entry of the menu counts what is unread (refreshed by the stream).
  await expect(page.getByTestId('messages-unread')).toHaveText(/^[1-9]\d*$/);
});

test('the support chat on a 390 px phone in Arabic: fits the screen, composer in view, a message goes out', async ({
  page,
}) => {
  await useLanguage(page, 'ar');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/apps/chat');
  const thread = page.getByTestId('chat-thread');
  await expect(thread.getByText('لا توجد رسائل بعد')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  const box = thread.getByRole('textbox', { name: 'اكتب رسالة' });
  await expect(box).toBeInViewport();
  await expect(thread.getByRole('button', { name: 'إرسال' })).toBeInViewport();
  await box.fill('هل يمكن تقديم موعد الزيارة؟');
  await box.press('Enter');
  await expect(thread.getByTestId('chat-message').filter({ hasText: 'هل يمكن تقديم موعد الزيارة؟' })).toBeVisible();
  await expectNoSidewaysScroll(page, 390);
});

test('a hundred unread support messages read "99+" in Arabic, never "+99" (issue 28.6)', async ({
  page,
  company,
  request,
}) => {
  const thread = `support/${company.info.role.company.id}/messages`;
  for (let batch = 0; batch < 10; batch++) {
    await Promise.all(Array.from({ length: 10 }, (_, i) => opsPost(request, thread, `رسالة ${batch * 10 + i + 1}`)));
  }
  await useLanguage(page, 'ar');
  await page.goto('/b2b/orders');
  const badge = page.getByTestId('messages-unread');
  await expect(badge).toHaveText('99+');
  // Laid out left to right inside the right-to-left menu: the "+" stays after the number on screen.
  expect(await badge.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
});
