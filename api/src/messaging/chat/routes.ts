import {
  CHAT_ATTACHMENT_MAX_BYTES,
  CHAT_ENDPOINTS,
  OPS_CHAT_ENDPOINTS,
  orderMessagesQuerySchema,
  uuidField,
} from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { openStored } from '../../platform/files/storage/open-stored';
import type { FileStorage } from '../../platform/files/storage/storage';
import { notFound } from '../../platform/http/app-error';
import { addEndpoint } from '../../platform/http/endpoint-route';
import { addFileRoute, type DownloadFile } from '../../platform/http/file-route';
import { acceptOneFile, readUpload } from '../../platform/http/multipart-upload';
import type { Logger } from '../../platform/logger';
import { type IncomingMessage, jsonMessage, keepAttachmentOnSuccess, multipartMessage } from './chat-attachment';
import { attachmentOf, type Thread } from './chat-thread';
import { chatUnread } from './chat-unread';
import {
  companyOrderMessages,
  companyOrderRead,
  companyOrderSend,
  companyOrderThread,
  opsOrderMessages,
  opsOrderRead,
  opsOrderSend,
  opsOrderThread,
} from './order-chat';
import {
  companySupportMessages,
  companySupportRead,
  companySupportSend,
  opsSupportMessages,
  opsSupportRead,
  opsSupportScope,
  opsSupportSend,
  supportThreadOf,
} from './support-chat';

// The chat routes (issue 12.3). A message is POSTed as JSON { body, reference? } (text) or multipart (fields
// reference and body, then the file "attachment": PDF/PNG/JPEG by content, ≤ 10 MB). Company routes: the order
// chat at company/orders/orderMessage (spec §7) and the support chat at company/chat (contract CHAT_ENDPOINTS);
// ops answer at ops/chat (contract OPS_CHAT_ENDPOINTS).

const tags = ['chat'];
const messageParams = v.object({ id: uuidField });

/** The message of a request, JSON or multipart. */
async function incoming(store: FileStorage, request: FastifyRequest): Promise<IncomingMessage> {
  if (request.isMultipart()) return multipartMessage(store, await readUpload(request, 'attachment'));
  return jsonMessage(request.body);
}

/** The stored file of a message (404 when the message has none or is not in the thread). */
async function download(
  log: Logger,
  store: FileStorage,
  scope: CompanyScope,
  thread: Thread | null,
  id: string,
): Promise<DownloadFile> {
  const file = thread ? await attachmentOf(scope, thread, id) : null;
  if (!file) throw notFound();
  return {
    filename: file.name,
    contentType: file.mime,
    body: await openStored(store, file.storageKey, log),
    size: file.size,
    disposition: 'inline',
  };
}

/**
 * The company's order chat (contract CHAT_ENDPOINTS, spec §7 company/orders/orderMessage): each path whole under
 * /api/v1, registered without a prefix. A message's file stays a file route under the list's path.
 */
export async function orderChatRoutes(app: FastifyInstance) {
  await acceptOneFile(app, CHAT_ATTACHMENT_MAX_BYTES);
  const store = app.fileStorage;
  const endpoints = CHAT_ENDPOINTS;
  addEndpoint(app, endpoints.orderMessages, (ctx, { query }) => companyOrderMessages(ctx, query.reference));
  addEndpoint(app, endpoints.sendOrderMessage, async (ctx, _input, raw) => {
    const message = await incoming(store, raw.request);
    return keepAttachmentOnSuccess(store, message, () => companyOrderSend(ctx, message));
  });
  addEndpoint(app, endpoints.readOrderMessages, (ctx, { body }) => companyOrderRead(ctx, body.reference));
  addFileRoute(app, {
    url: `/api/v1/${endpoints.orderMessages.path}/:id/file`,
    rule: endpoints.orderMessages.access,
    summary: 'The attachment of a message of an order chat (?reference=)',
    tags,
    query: orderMessagesQuerySchema,
    params: messageParams,
    handler: async (ctx, { query, params }) =>
      download(ctx.log, store, ctx.scope, await companyOrderThread(ctx, query.reference), params.id),
  });
}

/** The company's support chat and the unread counts (contract CHAT_ENDPOINTS, company/chat/…). */
export async function supportChatRoutes(app: FastifyInstance) {
  await acceptOneFile(app, CHAT_ATTACHMENT_MAX_BYTES);
  const store = app.fileStorage;
  const endpoints = CHAT_ENDPOINTS;
  addEndpoint(app, endpoints.unread, (ctx) => chatUnread(ctx));
  addEndpoint(app, endpoints.supportMessages, (ctx) => companySupportMessages(ctx));
  addEndpoint(app, endpoints.sendSupportMessage, async (ctx, _input, raw) => {
    const message = await incoming(store, raw.request);
    return keepAttachmentOnSuccess(store, message, () => companySupportSend(ctx, message));
  });
  addEndpoint(app, endpoints.readSupportMessages, (ctx) => companySupportRead(ctx));
  addFileRoute(app, {
    url: `/api/v1/${endpoints.supportMessages.path}/:id/file`,
    rule: endpoints.supportMessages.access,
    summary: 'The attachment of a support chat message',
    tags,
    query: v.object({}),
    params: messageParams,
    handler: async (ctx, { params }) =>
      download(ctx.log, store, ctx.scope, await supportThreadOf(ctx.scope, ctx.now), params.id),
  });
}

const fileParams = v.object({ id: uuidField, messageId: uuidField });
const companyFileParams = v.object({ companyId: uuidField, messageId: uuidField });

/**
 * The ops side (contract OPS_CHAT_ENDPOINTS, each path whole under /api/v1/ops/chat): platform staff answer any
 * company's order or support chat. Registered without a prefix, like every declared endpoint.
 */
export async function opsChatRoutes(app: FastifyInstance) {
  await acceptOneFile(app, CHAT_ATTACHMENT_MAX_BYTES);
  const store = app.fileStorage;
  const endpoints = OPS_CHAT_ENDPOINTS;
  const opsTags = ['ops', ...tags];
  addEndpoint(app, endpoints.orderMessages, (ctx, { params }) => opsOrderMessages(ctx, params.id));
  addEndpoint(app, endpoints.sendOrderMessage, async (ctx, { params }, raw) => {
    const message = await incoming(store, raw.request);
    return keepAttachmentOnSuccess(store, message, () => opsOrderSend(ctx, params.id, message));
  });
  addEndpoint(app, endpoints.readOrderMessages, (ctx, { params }) => opsOrderRead(ctx, params.id));
  addFileRoute(app, {
    url: `/api/v1/${endpoints.orderMessages.path}/:messageId/file`,
    rule: endpoints.orderMessages.access,
    summary: 'The attachment of a message of an order chat',
    tags: opsTags,
    query: v.object({}),
    params: fileParams,
    handler: async (ctx, { params }) => {
      const { scope, thread } = await opsOrderThread(ctx, params.id);
      return download(ctx.log, store, scope, thread, params.messageId);
    },
  });
  addEndpoint(app, endpoints.supportMessages, (ctx, { params }) => opsSupportMessages(ctx, params.companyId));
  addEndpoint(app, endpoints.sendSupportMessage, async (ctx, { params }, raw) => {
    const message = await incoming(store, raw.request);
    return keepAttachmentOnSuccess(store, message, () => opsSupportSend(ctx, params.companyId, message));
  });
  addEndpoint(app, endpoints.readSupportMessages, (ctx, { params }) => opsSupportRead(ctx, params.companyId));
  addFileRoute(app, {
    url: `/api/v1/${endpoints.supportMessages.path}/:messageId/file`,
    rule: endpoints.supportMessages.access,
    summary: 'The attachment of a support chat message',
    tags: opsTags,
    query: v.object({}),
    params: companyFileParams,
    handler: async (ctx, { params }) => {
      const scope = await opsSupportScope(ctx, params.companyId);
      return download(ctx.log, store, scope, await supportThreadOf(scope, ctx.now), params.messageId);
    },
  });
}
