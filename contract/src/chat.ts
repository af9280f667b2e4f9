import * as v from 'valibot';
import { messageKey } from './messages';

// The chats (issue 12.3, spec §3 Messages: "chat text and file attachments"): the order chat on the order page
// (company ↔ ops, company/orders/orderMessage) and the support chat of /apps/chat (conversation type
// TECHNICAL_SUPPORT). A message is text, a file (PDF/PNG/JPEG by magic bytes, ≤ 10 MB) or both; the other side
// reading it sets read_at (the read receipt).

export const CHAT_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const CHAT_TEXT_MAX = 2000;
/** Accepted by content (magic bytes); the picker's `accept` only narrows the file dialog. */
export const CHAT_ATTACHMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export const SUPPORT_CONVERSATION_TYPE = 'TECHNICAL_SUPPORT';

/** The sender of a message: the company's member, platform staff, or the visiting provider. */
export const CHAT_SENDER_KINDS = ['company', 'ops', 'provider'] as const;

export const chatAttachmentSchema = v.object({ name: v.string(), mime: v.string(), size: v.number() });
export type ChatAttachment = v.InferOutput<typeof chatAttachmentSchema>;

/** One message of a chat, oldest first in lists. */
export const chatMessageSchema = v.object({
  id: v.string(),
  sender_kind: v.picklist(CHAT_SENDER_KINDS),
  sender_name: v.string(),
  body: v.nullable(v.string()),
  file_id: v.nullable(v.string()),
  attachment: v.nullable(chatAttachmentSchema),
  created_at: v.string(),
  /** When the other side read it (read receipt). */
  read_at: v.nullable(v.string()),
});
export type ChatMessage = v.InferOutput<typeof chatMessageSchema>;
export const chatMessagesSchema = v.array(chatMessageSchema);

/** The text part of a message (multipart field `body`); empty is allowed when a file comes. */
export const chatTextSchema = v.optional(
  v.pipe(v.string(), v.trim(), v.maxLength(CHAT_TEXT_MAX, messageKey('validation.max_length', { n: CHAT_TEXT_MAX }))),
  '',
);

export const orderChatReadBodySchema = v.object({
  reference: v.pipe(
    v.string(messageKey('validation.required')),
    v.trim(),
    v.nonEmpty(messageKey('validation.required')),
    v.maxLength(40, messageKey('validation.invalid')),
  ),
});

/** How many messages of the other side a read receipt marked read. */
export const chatReadAnswerSchema = v.object({ read: v.number() });
/** What every send endpoint takes (company and ops alike), for the OpenAPI summaries. */
export const CHAT_SEND_SUMMARY =
  'JSON { body } or multipart (body, then file "attachment": PDF/PNG/JPEG by content, ≤ 10 MB); writes the ORDER_NEW_MESSAGE / TECHNICAL_SUPPORT event in the same transaction';

/** Unread messages from the other side: the Messages menu badge. */
export const chatUnreadSchema = v.object({ orders: v.number(), support: v.number(), total: v.number() });
export type ChatUnread = v.InferOutput<typeof chatUnreadSchema>;

/** The realtime payload of ORDER_NEW_MESSAGE / TECHNICAL_SUPPORT (spec §3: a push chat payload has user.name and message). */
export interface ChatEventData {
  chat: 'order' | 'support';
  /** The order reference (order chat) or the conversation id (support). */
  reference: string;
  message_id: string;
  sender_kind: (typeof CHAT_SENDER_KINDS)[number];
  /** The sender; `id` lets the sender's own tabs stay quiet (issue 28.5: your own message never notifies you). */
  user: { id: string; name: string };
  message: string;
  title: string;
  body: string;
}

/** The chat key a page holds open (order chat: `order:<reference>`; support: `support`). */
export function chatKey(chat: 'order' | 'support', reference?: string): string {
  return chat === 'order' ? `order:${(reference ?? '').toUpperCase()}` : 'support';
}

/** Spec §6 rules of the chat endpoints (CHAT_ENDPOINTS) and of the realtime chat events (the UI hides what they forbid). */
export const CHAT_RULES = {
  /** GET company/orders/orderMessage, POST …/read, GET …/:id/file: whoever may see the order. */
  orderMessagesRead: { action: 'read', subject: 'b2b_orders' },
  /** POST company/orders/orderMessage: writing needs the Messages permission (and the order visible). */
  orderMessageSend: { action: 'insert', subject: 'b2b_messages' },
  /** GET company/chat/support[/:id/file], POST …/read, GET company/chat/unread: the Messages menu. */
  supportRead: { action: 'read', subject: 'b2b_messages' },
  /** POST company/chat/support */
  supportSend: { action: 'insert', subject: 'b2b_messages' },
} as const;
