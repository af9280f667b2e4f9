import { PortalProviders, queryClient, setLanguage, updateAbility } from '@portal/shared';
import type { ChatMessage, OPS_ENDPOINTS, OpsConversation } from '@portal/shared/contract';
import '@portal/shared/testing';
import { MemoryRouter } from '@portal/shared/testing';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useConsoleTestSetup } from '../common/console-test-kit';
import { ar } from '../i18n/ar';
import { en } from '../i18n/en';
import { OPS_CONSOLE_RULES } from '../ops-rules';
import { INBOX_KEY } from '../queue/queue-keys';
import { CANNED_REPLIES } from './canned-replies';
import { ConversationView } from './conversation-view';
import type { ConversationRef } from './inbox-queries';

// Issue 27.5: one conversation of the support inbox. What it shows (company, order, assignee, messages and files),
// the reply box and the take button only with update ops_conversations, the canned replies inserted in the
// language picked, and the company chat's upload rules before anything is sent.

useConsoleTestSetup();

const ORDER_ID = '00000000-0000-4000-8000-000000000001';
const ref: ConversationRef = { kind: 'order', id: ORDER_ID };
const message = (id: string, kind: ChatMessage['sender_kind'], body: string, file?: string): ChatMessage => ({
  id,
  sender_kind: kind,
  sender_name: kind === 'ops' ? 'Sara Support' : 'Owner',
  body,
  file_id: file ? 'f1' : null,
  attachment: file ? { name: file, mime: 'application/pdf', size: 10 } : null,
  created_at: '2026-11-29T10:00:00.000Z',
  read_at: '2026-11-29T10:01:00.000Z',
});

function renderConversation(assignee: OpsConversation['assignee']) {
  const conversation: OpsConversation = {
    kind: 'order',
    id: ORDER_ID,
    company: { id: 'c1', name: { ar: 'شركة الرياض', en: 'Riyadh Demo Trading' } },
    order: { id: ORDER_ID, reference: 'ORD-000042', status: 'confirmed' },
    unread: 0,
    last_message: null,
    assignee,
  };
  // As read from the API; not read again during the test.
  queryClient.setQueryDefaults(INBOX_KEY, { staleTime: Number.POSITIVE_INFINITY });
  queryClient.setQueryData(
    [...INBOX_KEY, 'one', ref, {}] satisfies readonly unknown[],
    conversation as unknown as typeof OPS_ENDPOINTS.conversation.response,
  );
  queryClient.setQueryData(
    [...INBOX_KEY, 'messages', 'order', ORDER_ID],
    [message('m1', 'company', 'Is the technician coming?'), message('m2', 'ops', 'Here is the plan', 'plan.pdf')],
  );
  render(
    <PortalProviders>
      <MemoryRouter initialEntries={[`/ops/inbox/order/${ORDER_ID}`]}>
        <ConversationView conversation={ref} refetchInterval={false} />
      </MemoryRouter>
    </PortalProviders>,
  );
}

const read = OPS_CONSOLE_RULES.inboxRead;
const reply = OPS_CONSOLE_RULES.inboxReply;

describe('inbox conversation', () => {
  it('read only: the company, the order and the messages with their file; no reply box, no take', async () => {
    updateAbility([read]);
    renderConversation(null);
    expect((await screen.findByTestId('inbox-company')).textContent).toBe('Riyadh Demo Trading');
    expect(screen.getByText(/Order ORD-000042/)).toBeTruthy();
    expect(screen.getByTestId('inbox-assignee').textContent).toBe('Not taken');
    const bubbles = screen.getAllByTestId('chat-message');
    expect(bubbles.map((b) => b.getAttribute('data-own'))).toEqual(['false', 'true']);
    expect(within(bubbles[1]!).getByTestId('chat-attachment').textContent).toContain('plan.pdf');
    expect(screen.getByText(en.inbox.readOnly)).toBeTruthy();
    expect(screen.queryByTestId('chat-composer')).toBeNull();
    expect(screen.queryByTestId('inbox-take')).toBeNull();
  });

  it('update: take, or take over from another agent', async () => {
    updateAbility([read, reply]);
    renderConversation({ id: 'someone-else', name: 'Omar Support', at: '2026-11-29T10:00:00.000Z' });
    expect((await screen.findByTestId('inbox-assignee')).textContent).toBe('Taken by Omar Support');
    expect(screen.getByTestId('inbox-take').textContent).toBe(en.inbox.takeOver);
    cleanup();
    queryClient.clear();
    renderConversation(null);
    expect((await screen.findByTestId('inbox-take')).textContent).toBe(en.inbox.take);
  });

  it('a canned reply goes into the reply box in the language picked', async () => {
    updateAbility([read, reply]);
    renderConversation(null);
    const box = (await screen.findByTestId('chat-input')) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'Hello.' } });
    fireEvent.click(screen.getByTestId('inbox-canned'));
    fireEvent.click(await screen.findByRole('menuitemradio', { name: 'Français' }));
    fireEvent.click(await screen.findByTestId('canned-greeting'));
    expect(box.value).toBe(`Hello.\n${CANNED_REPLIES[0]!.text.fr}`);
  });

  it('refuses a file the company chat would refuse, before sending', async () => {
    updateAbility([read, reply]);
    renderConversation(null);
    const input = (await screen.findByTestId('chat-file')) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect((await screen.findByRole('alert')).textContent).toBe(en.inbox.wrongType);
    const big = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [big] } });
    expect((await screen.findByRole('alert')).textContent).toBe(en.inbox.tooLarge);
    expect((screen.getByTestId('chat-send') as HTMLButtonElement).disabled).toBe(true);
  });

  it('speaks Arabic by default', async () => {
    await setLanguage('ar');
    updateAbility([read, reply]);
    renderConversation(null);
    expect((await screen.findByTestId('inbox-take')).textContent).toBe(ar.inbox.take);
    expect(screen.getByRole('textbox', { name: ar.inbox.placeholder })).toBeTruthy();
  });
});
