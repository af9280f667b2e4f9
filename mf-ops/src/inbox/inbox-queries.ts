import { api, type ChatDraft, callEndpoint, endpointQuery, queryClient } from '@portal/shared';
import {
  type ChatMessage,
  OPS_ENDPOINTS,
  type OpsConversationKind,
  type OpsInboxAssigned,
  opsConversationPaths,
} from '@portal/shared/contract';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { INBOX_KEY } from '../queue/queue-keys';

// The support inbox's reads and writes: the list and the take through the contract (OPS_ENDPOINTS), the
// messages of one conversation through the ops chat routes (api/src/messaging/chat/routes.ts). Every key starts with
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
    queryFn: () => api.get<ChatMessage[]>(opsConversationPaths(ref.kind, ref.id).messages),
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
    mutationFn: () => api.post<{ read: number }>(opsConversationPaths(ref.kind, ref.id).read),
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
    const path = opsConversationPaths(ref.kind, ref.id).messages;
    const upload = () => {
      const form = new FormData();
      form.append('body', text);
      form.append('attachment', file as File);
      return api.post<ChatMessage>(path, form, {
        onUploadProgress: (event) => onProgress(event.total ? Math.round((event.loaded / event.total) * 100) : null),
      });
    };
    const sent = file ? upload() : api.post<ChatMessage>(path, { body: text });
    return sent.finally(() => void refresh());
  };
