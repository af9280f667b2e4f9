// @vitest-environment jsdom
import '../testing/jsdom-resize-observer';
import { CHAT_ATTACHMENT_MAX_BYTES, CHAT_RULES, type ChatMessage } from '@portal/contract';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { updateAbility } from '../ability/app-ability';
import { setupLocalApi } from '../http/testing/local-api-per-file';
import { setLanguage } from '../i18n/i18n-instance';
import { queryClient } from '../query';
import { session } from '../session/session-store';
import { PortalProviders } from '../ui/portal-providers';
import { ChatThread } from './chat-thread';
import { openChats } from './open-chats';

// The chat thread against a real local HTTP server: messages with receipts and files, the read receipt sent for
// the other side's unread messages, sending text, the checks before an upload, the read-only mode, Arabic (RTL).

const api = setupLocalApi();
const REF = 'ORD-2026-000123';

const message = (overrides: Partial<ChatMessage>): ChatMessage => ({
  id: crypto.randomUUID(),
  sender_kind: 'company',
  sender_name: 'Demo Owner',
  body: 'Hello',
  file_id: null,
  attachment: null,
  created_at: '2026-11-20T09:00:00.000Z',
  read_at: null,
  ...overrides,
});

const ok = (data: unknown) => ({ status: 200, body: { status: 200, message: 'OK', data } });

beforeEach(async () => {
  session.setToken('chat-test-token-0123456789');
  // The calls come from the declarations, which the role must allow (a refused one is never sent).
  updateAbility([CHAT_RULES.orderMessagesRead, CHAT_RULES.orderMessageSend]);
  await setLanguage('en');
});
afterEach(() => {
  cleanup();
  queryClient.clear();
});

function renderChat(canSend = true) {
  render(
    <PortalProviders>
      <ChatThread target={{ chat: 'order', reference: REF }} canSend={canSend} height="400px" />
    </PortalProviders>,
  );
}

describe('chat thread', () => {
  it('shows both sides with read receipts and files, marks the other side read, and is open while shown', async () => {
    api.server.reply(
      '/company/orders/orderMessage',
      ok([
        message({ body: 'The leak is under the sink', read_at: '2026-11-20T09:05:00.000Z' }),
        message({ body: null, attachment: { name: 'sink.png', mime: 'image/png', size: 120 } }),
        message({ sender_kind: 'ops', sender_name: 'Platform Ops', body: 'On the way' }),
      ]),
    );
    api.server.reply('/company/orders/orderMessage/read', ok({ read: 1 }));
    renderChat();
    const bubbles = await screen.findAllByTestId('chat-message');
    expect(bubbles.map((b) => b.getAttribute('data-own'))).toEqual(['true', 'true', 'false']);
    expect(within(bubbles[0]!).getByTestId('chat-receipt').textContent).toContain('Read');
    expect(within(bubbles[1]!).getByTestId('chat-receipt').textContent).toContain('Sent');
    expect(within(bubbles[1]!).getByTestId('chat-attachment').textContent).toContain('sink.png');
    expect(within(bubbles[2]!).queryByTestId('chat-receipt')).toBeNull();
    await waitFor(() => expect(api.server.received('/company/orders/orderMessage/read')).toHaveLength(1));
    expect(api.server.received('/company/orders/orderMessage/read')[0]!.body).toEqual({ reference: REF });
    expect(api.server.received('/company/orders/orderMessage')[0]!.query.get('reference')).toBe(REF);
    expect(openChats.current().has(`order:${REF}`)).toBe(true);
    cleanup();
    expect(openChats.current().has(`order:${REF}`)).toBe(false);
  });

  it('sends text with Enter and clears the box', async () => {
    api.server.reply('/company/orders/orderMessage', ok([]), ok([]));
    renderChat();
    expect(await screen.findByText('No messages yet')).toBeTruthy();
    const box = screen.getByRole('textbox', { name: 'Write a message' });
    fireEvent.change(box, { target: { value: '  Please call first  ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() =>
      expect(api.server.received('/company/orders/orderMessage').filter((r) => r.method === 'POST')).toHaveLength(1),
    );
    const posted = api.server.received('/company/orders/orderMessage').find((r) => r.method === 'POST')!;
    expect(posted.body).toEqual({ reference: REF, body: 'Please call first' });
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
  });

  it('refuses a file of another type or over 10 MB before uploading', async () => {
    api.server.reply('/company/orders/orderMessage', ok([]));
    renderChat();
    await screen.findByText('No messages yet');
    const input = screen.getByTestId('chat-file') as HTMLInputElement;
    const exe = new File(['MZ'], 'tool.exe', { type: 'application/x-msdownload' });
    fireEvent.change(input, { target: { files: [exe] } });
    expect((await screen.findByRole('alert')).textContent).toBe('The file must be a PDF, JPEG or PNG');
    const big = new File([new Uint8Array(CHAT_ATTACHMENT_MAX_BYTES + 1)], 'scan.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [big] } });
    expect((await screen.findByRole('alert')).textContent).toBe('The file may not be larger than 10 MB');
    const fine = new File(['%PDF-1.4'], 'quote.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [fine] } });
    expect(await screen.findByText('quote.pdf')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.server.received('/company/orders/orderMessage').every((r) => r.method === 'GET')).toBe(true);
  });

  it('is read-only without the Messages insert permission, in Arabic', async () => {
    await setLanguage('ar');
    api.server.reply(
      '/company/orders/orderMessage',
      ok([message({ sender_kind: 'ops', sender_name: 'الدعم', read_at: 'x' })]),
    );
    renderChat(false);
    expect(await screen.findByText('يمكنك قراءة هذه المحادثة دون الكتابة فيها.')).toBeTruthy();
    expect(screen.queryByTestId('chat-composer')).toBeNull();
    expect(await screen.findByText('الدعم')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'رسائل المحادثة' })).toBeTruthy();
  });
});
