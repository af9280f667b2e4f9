import * as v from 'valibot';
import { CHAT_SEND_SUMMARY, chatMessageSchema, chatMessagesSchema, chatReadAnswerSchema, chatTextSchema } from './chat';
import { endpoint } from './endpoint';
import { uuidField } from './fields';
import { OPS_RULES as rules } from './ops-rules';

// The messages of one conversation of the support inbox (issue 12.3, 27.5): ops read and answer any company's order
// chat (by the order's id) and support chat (by the company's id). A message is sent as JSON { body } or multipart
// (the field body, then the file "attachment": PDF/PNG/JPEG by content, ≤ 10 MB), so the send endpoints declare
// their JSON form (`jsonBody`): the API reads either form (api/src/messaging/chat/chat-attachment.ts). The files
// stay file routes.

const tag = 'ops';
const orderParams = v.object({ id: uuidField });
const companyParams = v.object({ companyId: uuidField });
const jsonBody = v.object({ body: chatTextSchema });

export const OPS_CHAT_ENDPOINTS = {
  orderMessages: endpoint({
    operationId: 'listOpsOrderMessages',
    method: 'GET',
    path: 'ops/chat/orders/:id/messages',
    access: { ops: rules.inboxRead },
    summary: 'The chat of an order of any company, oldest first',
    tag,
    params: orderParams,
    response: chatMessagesSchema,
  }),
  sendOrderMessage: endpoint({
    operationId: 'sendOpsOrderMessage',
    method: 'POST',
    path: 'ops/chat/orders/:id/messages',
    access: { ops: rules.inboxReply },
    summary: `Ops answer on an order. ${CHAT_SEND_SUMMARY}`,
    tag,
    params: orderParams,
    jsonBody,
    response: chatMessageSchema,
    created: true,
  }),
  readOrderMessages: endpoint({
    operationId: 'readOpsOrderMessages',
    method: 'POST',
    path: 'ops/chat/orders/:id/read',
    access: { ops: rules.inboxReply },
    summary: 'Marks what the company wrote on the order as read by ops',
    tag,
    params: orderParams,
    response: chatReadAnswerSchema,
  }),
  supportMessages: endpoint({
    operationId: 'listOpsSupportMessages',
    method: 'GET',
    path: 'ops/chat/support/:companyId/messages',
    access: { ops: rules.inboxRead },
    summary: 'The support conversation of a company, oldest first',
    tag,
    params: companyParams,
    response: chatMessagesSchema,
  }),
  sendSupportMessage: endpoint({
    operationId: 'sendOpsSupportMessage',
    method: 'POST',
    path: 'ops/chat/support/:companyId/messages',
    access: { ops: rules.inboxReply },
    summary: `Support answers a company. ${CHAT_SEND_SUMMARY}`,
    tag,
    params: companyParams,
    jsonBody,
    response: chatMessageSchema,
    created: true,
  }),
  readSupportMessages: endpoint({
    operationId: 'readOpsSupportMessages',
    method: 'POST',
    path: 'ops/chat/support/:companyId/read',
    access: { ops: rules.inboxReply },
    summary: 'Marks what the company wrote to support as read',
    tag,
    params: companyParams,
    response: chatReadAnswerSchema,
  }),
} as const;
