import { callEndpoint, endpointQuery, queryClient, uploadPercent, uploadToEndpoint } from '@portal/shared';
import type { ChatDraft } from '@portal/shared/chat';
import {
  OPS_CHAT_ENDPOINTS as chat,
  endpointPath,
  OPS_ENDPOINTS,
  type OpsConversationKind,
  type OpsInboxAssigned,
} from '@portal/shared/contract';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { INBOX_KEY } from '../queue/queue-keys';

// The support inbox's reads and writes, from their declarations: the list and the take (OPS_ENDPOINTS), the
// messages of one conversation (OPS_CHAT_ENDPOINTS: an order's by the order's id, support by the company's). Every key starts with
// INBOX_KEY: the ops event stream (queue/ops-live.ts) marks them stale when a message is written anywhere.

export interface ConversationRef {
  kind: OpsConversationKind;
  id: string;
}

export interface InboxFilter {
  assigned: OpsInboxAssigned;
  q: string;
}

export const inboxListQuery = (filter: InboxFilter, refetchInterval: number | false) =>
  queryOptions({
    ...endpointQuery(
      OPS_ENDPOINTS.listConversations,
      { query: { assigned: filter.assigned, q: filter.q || undefined, perPage: 50 } },
      { key: [...INBOX_KEY, 'list'] },
    ),
    placeholderData: keepPreviousData,
    refetchInterval,
  });

export const conversationQuery = (ref: ConversationRef, refetchInterval: number | false) =>
  queryOptions({
    ...endpointQuery(OPS_ENDPOINTS.conversation, { params: ref }, { key: [...INBOX_KEY, 'one'] }),
    refetchInterval,
  });

export const messagesQuery = (ref: ConversationRef, refetchInterval: number | false) =>
  queryOptions({
    queryKey: [...INBOX_KEY, 'messages', ref.kind, ref.id],
    queryFn: () =>
      ref.kind === 'support'
        ? callEndpoint(chat.supportMessages, { params: { companyId: ref.id } })
        : callEndpoint(chat.orderMessages, { params: { id: ref.id } }),
    refetchInterval,
  });

const refresh = () => queryClient.invalidateQueries({ queryKey: INBOX_KEY });

/** Take the conversation (take_over: from the agent who holds it). Idempotent on the API: a repeat is harmless. */
export function useTakeConversation(ref: ConversationRef) {
  return useMutation({
    mutationFn: (takeOver: boolean) =>
      callEndpoint(OPS_ENDPOINTS.takeConversation, { params: ref, body: { take_over: takeOver } }),
    onSettled: refresh,
  });
}

/** What the company wrote is read by ops now (the company sees its read receipts); the list's count follows. */
export function useMarkRead(ref: ConversationRef) {
  return useMutation({
    mutationFn: () =>
      ref.kind === 'support'
        ? callEndpoint(chat.readSupportMessages, { params: { companyId: ref.id } })
        : callEndpoint(chat.readOrderMessages, { params: { id: ref.id } }),
    onSuccess: (answer) => {
      if (answer.read > 0) void refresh();
    },
  });
}

/**
 * A reply: text (JSON) or text with a file (multipart, upload progress in %), as the company chat sends; for the
 * shared chat composer. Afterwards the inbox is read again, whatever the answer.
 */
export const replySender =
  (ref: ConversationRef) =>
  ({ text, file }: ChatDraft, onProgress: (percent: number | null) => void) => {
    const sent = file ? replyWithFile(ref, text, file, onProgress) : replyText(ref, text);
    return sent.finally(() => void refresh());
  };

const replyText = (ref: ConversationRef, text: string) =>
  ref.kind === 'support'
    ? callEndpoint(chat.sendSupportMessage, { params: { companyId: ref.id }, body: { body: text } })
    : callEndpoint(chat.sendOrderMessage, { params: { id: ref.id }, body: { body: text } });

function replyWithFile(ref: ConversationRef, text: string, file: File, onProgress: (percent: number | null) => void) {
  const form = new FormData();
  form.append('body', text);
  form.append('attachment', file);
  const config: Parameters<typeof uploadToEndpoint>[2] = {
    onUploadProgress: (event) => onProgress(uploadPercent(event)),
  };
  return ref.kind === 'support'
    ? uploadToEndpoint(chat.sendSupportMessage, { params: { companyId: ref.id }, form }, config)
    : uploadToEndpoint(chat.sendOrderMessage, { params: { id: ref.id }, form }, config);
}

/** The path of a message's file: a file route under the conversation's messages (opened with the session's headers). */
export const messageFilePath = (ref: ConversationRef, messageId: string) => {
  const messages =
    ref.kind === 'support'
      ? endpointPath(chat.supportMessages, { companyId: ref.id })
      : endpointPath(chat.orderMessages, { id: ref.id });
  return `/${messages}/${encodeURIComponent(messageId)}/file`;
};
