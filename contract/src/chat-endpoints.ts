import * as v from 'valibot';
import {
  CHAT_RULES,
  CHAT_SEND_SUMMARY,
  chatMessageSchema,
  chatMessagesSchema,
  chatReadAnswerSchema,
  chatTextSchema,
  chatUnreadSchema,
  orderChatReadBodySchema,
} from './chat';
import { endpoint } from './endpoint';
import { orderMessagesQuerySchema } from './orders/order-read-schemas';

// The company's side of the chats (issue 12.3, 25.1): the order chat of the order page and the support chat of
// /apps/chat. A message is sent as JSON { body, reference? } or multipart (the fields, then the file "attachment":
// PDF/PNG/JPEG by content, ≤ 10 MB), so the send endpoints declare their JSON form (`jsonBody`) and the API reads
// either (api/src/messaging/chat/chat-attachment.ts). A message's file stays a file route under its list's path.

const tag = 'chat';

export const CHAT_ENDPOINTS = {
  orderMessages: endpoint({
    operationId: 'listOrderMessages',
    method: 'GET',
    path: 'company/orders/orderMessage',
    access: { ability: CHAT_RULES.orderMessagesRead },
    summary: 'The order chat (company ↔ ops), oldest first, with attachments and read receipts',
    tag,
    query: orderMessagesQuerySchema,
    response: chatMessagesSchema,
  }),
  sendOrderMessage: endpoint({
    operationId: 'sendOrderMessage',
    method: 'POST',
    path: 'company/orders/orderMessage',
    access: { ability: CHAT_RULES.orderMessageSend },
    summary: `A message to ops on the order (field reference). ${CHAT_SEND_SUMMARY}`,
    tag,
    jsonBody: v.object({ reference: v.string(), body: chatTextSchema }),
    response: chatMessageSchema,
    created: true,
  }),
  readOrderMessages: endpoint({
    operationId: 'readOrderMessages',
    method: 'POST',
    path: 'company/orders/orderMessage/read',
    access: { ability: CHAT_RULES.orderMessagesRead },
    summary: 'Marks what ops wrote on the order as read (the read receipt they see)',
    tag,
    body: orderChatReadBodySchema,
    response: chatReadAnswerSchema,
  }),
  unread: endpoint({
    operationId: 'countUnreadChatMessages',
    method: 'GET',
    path: 'company/chat/unread',
    access: { ability: CHAT_RULES.supportRead },
    summary: 'Unread messages from ops: order chats (orders the member may see) and the support chat',
    tag,
    response: chatUnreadSchema,
  }),
  supportMessages: endpoint({
    operationId: 'listSupportMessages',
    method: 'GET',
    path: 'company/chat/support',
    access: { ability: CHAT_RULES.supportRead },
    summary: 'The support conversation (TECHNICAL_SUPPORT) of the company, oldest first',
    tag,
    response: chatMessagesSchema,
  }),
  sendSupportMessage: endpoint({
    operationId: 'sendSupportMessage',
    method: 'POST',
    path: 'company/chat/support',
    access: { ability: CHAT_RULES.supportSend },
    summary: `A message to technical support. ${CHAT_SEND_SUMMARY}`,
    tag,
    jsonBody: v.object({ body: chatTextSchema }),
    response: chatMessageSchema,
    created: true,
  }),
  readSupportMessages: endpoint({
    operationId: 'readSupportMessages',
    method: 'POST',
    path: 'company/chat/support/read',
    access: { ability: CHAT_RULES.supportRead },
    summary: 'Marks what support wrote as read',
    tag,
    response: chatReadAnswerSchema,
  }),
} as const;
