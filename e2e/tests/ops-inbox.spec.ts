import { expect, signedInTest as test } from '../support/api-fixtures';
import { opsSignsIn } from '../support/ops-sign-in';
import { expectNoSidewaysScroll } from '../support/phone-layout';
import { useLanguage } from '../support/portal';

// Issue 27.5: the support inbox. A company writes to support from /apps/chat; the ops agent, on a 390 px phone,
// finds the conversation at the top of the inbox (unread, with the company), opens it, sees a second message arrive
// live (the ops event stream), takes it, picks a canned reply, attaches a PDF and sends; the company's open chat
// shows the reply and its file without a reload, and its own messages read. The agent's browser never calls what
// the ops account may not (no 401/403).

// Unique per run (a retry registers another company): the inbox is searched by it.
const COMPANY = `Inbox Reply ${Date.now().toString(36)}`;
const pdf = {
  name: 'vat-certificate.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
};

test.use({ companyName: COMPANY });

test('ops answer a support message from the inbox on a phone, with a canned reply and a file; the company sees it live', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await useLanguage(page, 'en');

  // The company writes to support.
  await page.goto('/apps/chat');
  const chat = page.getByTestId('chat-thread');
  const box = chat.getByRole('textbox', { name: 'Write a message' });
  await box.fill('Our last invoice shows the wrong VAT number');
  await box.press('Enter');
  const question = chat.getByTestId('chat-message').filter({ hasText: 'Our last invoice shows the wrong VAT number' });
  await expect(question).toBeVisible();
  await expect(question.getByTestId('chat-receipt')).toHaveAttribute('aria-label', 'Sent');

  // The ops agent signs in on a 390 px phone.
  const { ops, opsContext, refused } = await opsSignsIn(browser, page.request, {
    viewport: { width: 390, height: 844 },
  });
  await expect(ops).toHaveURL(/\/ops(\/|$)/); // the overview (/ops) or a queue

  // The inbox: this company's conversation, unread, with its last message.
  const streamOpen = ops.waitForResponse((r) => r.url().includes('/ops/events/stream') && r.status() === 200);
  await ops.goto(`/ops/inbox?q=${encodeURIComponent(COMPANY)}`);
  await streamOpen;
  const item = ops.getByTestId('inbox-item').filter({ hasText: COMPANY });
  await expect(item).toHaveCount(1);
  await expect(item).toHaveAttribute('data-unread', '1');
  await expect(item).toContainText('Support');
  await expect(item).toContainText('Our last invoice shows the wrong VAT number');
  await expect(item).toContainText('Not taken');
  await expectNoSidewaysScroll(ops, 390);

  // Open it: on a phone the conversation replaces the list.
  await item.click();
  await expect(ops).toHaveURL(/\/ops\/inbox\/support\/[0-9a-f-]{36}\?q=/);
  const conversation = ops.getByTestId('inbox-conversation');
  await expect(conversation.getByTestId('inbox-company')).toHaveText(COMPANY);
  await expect(ops.getByTestId('inbox-list')).toHaveCount(0);
  await expect(conversation.getByTestId('chat-message').filter({ hasText: 'wrong VAT number' })).toBeVisible();

  // The company writes again: it appears in the open conversation without a reload.
  await box.fill('It is on invoice INV-2026-0042');
  await box.press('Enter');
  const second = conversation.getByTestId('chat-message').filter({ hasText: 'INV-2026-0042' });
  await expect(second).toBeVisible({ timeout: 5_000 });

  // Take it: other agents see it taken.
  await conversation.getByTestId('inbox-take').click();
  await expect(conversation.getByTestId('inbox-assignee')).toHaveText('Taken by you');
  await expect(conversation.getByTestId('inbox-take')).toHaveCount(0);

  // A canned reply (in English), completed, with a PDF.
  await conversation.getByTestId('inbox-canned').click();
  await ops.getByRole('menuitemradio', { name: 'English' }).click();
  await ops.getByTestId('canned-document').click();
  const reply = conversation.getByTestId('chat-input');
  await expect(reply).toHaveValue('Could you send us a photo or a PDF of the document in this conversation?');
  await reply.fill('We corrected the VAT number: here is the corrected certificate.');
  await conversation.getByTestId('chat-file').setInputFiles(pdf);
  await expect(conversation).toContainText('vat-certificate.pdf');
  await expect(conversation.getByTestId('chat-send')).toBeInViewport();
  const sentAt = Date.now();
  await conversation.getByTestId('chat-send').click();
  const mine = conversation.getByTestId('chat-message').filter({ hasText: 'We corrected the VAT number' });
  await expect(mine.getByTestId('chat-attachment')).toHaveText(/vat-certificate\.pdf/);
  await expect(reply).toHaveValue('');
  await expectNoSidewaysScroll(ops, 390);

  // The company's open chat shows the reply and its file, live.
  const answer = chat.getByTestId('chat-message').filter({ hasText: 'We corrected the VAT number' });
  await expect(answer).toBeVisible({ timeout: 5_000 });
  console.info(`ops inbox e2e: ops reply → company chat in ${Date.now() - sentAt} ms`);
  await expect(answer).toHaveAttribute('data-own', 'false');
  await expect(answer.getByTestId('chat-attachment')).toHaveText(/vat-certificate\.pdf/);
  // Opening the conversation read the company's messages: their receipts say so.
  await expect(question.getByTestId('chat-receipt')).toHaveAttribute('aria-label', 'Read');

  // Back to the list: the conversation is read, taken by the agent, and lists under "Mine".
  await ops.getByTestId('inbox-back').click();
  await expect(ops).toHaveURL(/\/ops\/inbox\?q=/);
  await expect(item).toHaveAttribute('data-unread', '0');
  await expect(item).toContainText('Taken by you');
  await ops.getByRole('tab', { name: 'Mine' }).click();
  await expect(ops).toHaveURL(/assigned=mine/);
  await expect(item).toHaveCount(1);
  await ops.getByRole('tab', { name: 'Not taken' }).click();
  await expect(item).toHaveCount(0);

  expect(refused).toEqual([]);
  await opsContext.close();
});
