import { CHAT_ATTACHMENT_MAX_BYTES, CHAT_ATTACHMENT_TYPES, CHAT_ENDPOINTS as endpoints } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AxiosRequestConfig } from 'axios';
import { callEndpoint, mayCall, uploadToEndpoint } from '../http/endpoint-client';
import { uploadPercent } from '../http/upload-progress';
import { CHAT_QUERY_KEY } from '../realtime/realtime-query-keys';
import { useFallbackInterval, useLiveCountersReady } from '../realtime/use-realtime';
import type { ChatDraft } from './chat-blocks';

// The chat reads and writes, from their declarations (contract CHAT_ENDPOINTS). Every key starts with ['chat']: the realtime stream marks them
// stale on ORDER_NEW_MESSAGE / TECHNICAL_SUPPORT (shared/src/realtime), so an answer appears without reload;
// they poll only while the stream is down.

export type ChatTarget = { chat: 'order'; reference: string } | { chat: 'support' };

export const chatMessagesKey = (target: ChatTarget) =>
  target.chat === 'order'
    ? [...CHAT_QUERY_KEY, 'order', target.reference.toUpperCase()]
    : [...CHAT_QUERY_KEY, 'support'];
export const CHAT_UNREAD_KEY = [...CHAT_QUERY_KEY, 'unread'] as const;

/** The messages of the chat; a call the role does not allow is never sent. */
const listMessages = (target: ChatTarget) =>
  target.chat === 'order'
    ? callEndpoint(endpoints.orderMessages, { query: { reference: target.reference } })
    : callEndpoint(endpoints.supportMessages);

export function useChatMessages(target: ChatTarget, enabled: boolean) {
  const refetchInterval = useFallbackInterval(30_000);
  return useQuery({
    queryKey: chatMessagesKey(target),
    queryFn: () => listMessages(target),
    enabled: enabled && mayCall(target.chat === 'order' ? endpoints.orderMessages : endpoints.supportMessages),
    refetchInterval,
  });
}

/** The Messages menu badge, read once the live stream has answered (useLiveCountersReady: one request). */
export function useChatUnread(enabled: boolean) {
  const refetchInterval = useFallbackInterval(60_000);
  const ready = useLiveCountersReady();
  return useQuery({
    queryKey: CHAT_UNREAD_KEY,
    queryFn: () => callEndpoint(endpoints.unread),
    enabled: enabled && ready && mayCall(endpoints.unread),
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
    const sent = file ? sendWithFile(target, text, file, onProgress) : sendText(target, text);
    return sent.finally(() => void client.invalidateQueries({ queryKey: chatMessagesKey(target) }));
  };
}

const sendText = (target: ChatTarget, text: string) =>
  target.chat === 'order'
    ? callEndpoint(endpoints.sendOrderMessage, { body: { reference: target.reference, body: text } })
    : callEndpoint(endpoints.sendSupportMessage, { body: { body: text } });

/** Multipart: the text fields first, then the file (the API reads the fields before the file). */
function sendWithFile(target: ChatTarget, text: string, file: File, onProgress: (percent: number | null) => void) {
  const form = new FormData();
  if (target.chat === 'order') form.append('reference', target.reference);
  form.append('body', text);
  form.append('attachment', file);
  const config: AxiosRequestConfig = {
    onUploadProgress: (event) => onProgress(uploadPercent(event)),
  };
  return target.chat === 'order'
    ? uploadToEndpoint(endpoints.sendOrderMessage, form, config)
    : uploadToEndpoint(endpoints.sendSupportMessage, form, config);
}

/** The read receipt: what the other side wrote is read now; the badge follows. */
export function useMarkChatRead(target: ChatTarget) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      target.chat === 'order'
        ? callEndpoint(endpoints.readOrderMessages, { body: { reference: target.reference } })
        : callEndpoint(endpoints.readSupportMessages),
    onSuccess: (answer) => {
      if (answer.read > 0) void client.invalidateQueries({ queryKey: CHAT_QUERY_KEY });
    },
  });
}

/** The path of a message's file, a file route under its chat's path (opened with the session's headers). */
export const attachmentPath = (target: ChatTarget, messageId: string) =>
  target.chat === 'order'
    ? `/${endpoints.orderMessages.path}/${encodeURIComponent(messageId)}/file?reference=${encodeURIComponent(target.reference)}`
    : `/${endpoints.supportMessages.path}/${encodeURIComponent(messageId)}/file`;
