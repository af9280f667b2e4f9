import {
  CHAT_ATTACHMENT_MAX_BYTES,
  CHAT_ATTACHMENT_TYPES,
  CHAT_PATHS,
  type ChatMessage,
  type ChatUnread,
} from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../http';
import { CHAT_QUERY_KEY } from '../realtime/realtime-query-keys';
import { useFallbackInterval } from '../realtime/use-realtime';
import type { ChatDraft } from './chat-blocks';

// The chat reads and writes (contract CHAT_PATHS). Every key starts with ['chat']: the realtime stream marks them
// stale on ORDER_NEW_MESSAGE / TECHNICAL_SUPPORT (shared/src/realtime), so an answer appears without reload;
// they poll only while the stream is down.

export type ChatTarget = { chat: 'order'; reference: string } | { chat: 'support' };

export const chatMessagesKey = (target: ChatTarget) =>
  target.chat === 'order'
    ? [...CHAT_QUERY_KEY, 'order', target.reference.toUpperCase()]
    : [...CHAT_QUERY_KEY, 'support'];
export const CHAT_UNREAD_KEY = [...CHAT_QUERY_KEY, 'unread'] as const;

const listPath = (target: ChatTarget) =>
  target.chat === 'order' ? CHAT_PATHS.orderMessages : CHAT_PATHS.supportMessages;

export function useChatMessages(target: ChatTarget, enabled: boolean) {
  const refetchInterval = useFallbackInterval(30_000);
  return useQuery({
    queryKey: chatMessagesKey(target),
    queryFn: () =>
      api.get<ChatMessage[]>(listPath(target), target.chat === 'order' ? { reference: target.reference } : undefined),
    enabled,
    refetchInterval,
  });
}

/** The Messages menu badge. */
export function useChatUnread(enabled: boolean) {
  const refetchInterval = useFallbackInterval(60_000);
  return useQuery({
    queryKey: CHAT_UNREAD_KEY,
    queryFn: () => api.get<ChatUnread>(CHAT_PATHS.unread),
    enabled,
    refetchInterval,
  });
}

export type AttachmentCheck = 'ok' | 'tooLarge' | 'wrongType';

/** A quick answer before uploading; the API checks the bytes (magic numbers) and is the authority. */
export function checkAttachment(file: Pick<File, 'size' | 'type'>): AttachmentCheck {
  if (!(CHAT_ATTACHMENT_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size > CHAT_ATTACHMENT_MAX_BYTES) return 'tooLarge';
  return 'ok';
}

/**
 * Sends text (JSON) or text with a file (multipart, with upload progress in %); afterwards the chat is read again
 * whatever the answer. For the composer (chat-blocks.tsx), which holds the sending state.
 */
export function useChatSender(target: ChatTarget) {
  const client = useQueryClient();
  return ({ text, file }: ChatDraft, onProgress: (percent: number | null) => void) => {
    const reference = target.chat === 'order' ? { reference: target.reference } : {};
    const sent = (() => {
      if (!file) return api.post<ChatMessage>(listPath(target), { ...reference, body: text });
      const form = new FormData();
      for (const [name, value] of Object.entries({ ...reference, body: text })) form.append(name, value);
      form.append('attachment', file);
      return api.post<ChatMessage>(listPath(target), form, {
        onUploadProgress: (event) => onProgress(event.total ? Math.round((event.loaded / event.total) * 100) : null),
      });
    })();
    return sent.finally(() => void client.invalidateQueries({ queryKey: chatMessagesKey(target) }));
  };
}

/** The read receipt: what the other side wrote is read now; the badge follows. */
export function useMarkChatRead(target: ChatTarget) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      target.chat === 'order'
        ? api.post<{ read: number }>(CHAT_PATHS.orderRead, { reference: target.reference })
        : api.post<{ read: number }>(CHAT_PATHS.supportRead),
    onSuccess: (answer) => {
      if (answer.read > 0) void client.invalidateQueries({ queryKey: CHAT_QUERY_KEY });
    },
  });
}

/** The path of a message's file (opened with the session's headers). */
export const attachmentPath = (target: ChatTarget, messageId: string) =>
  target.chat === 'order'
    ? `${CHAT_PATHS.orderFile(messageId)}?reference=${encodeURIComponent(target.reference)}`
    : CHAT_PATHS.supportFile(messageId);
