import * as v from 'valibot';
import { uuidField } from './fields';
import { listQueryEntries, listResultSchema } from './list-query';
import { localizedNameSchema } from './login-info';
import { messageKey } from './messages';
import type { OpsQueueKey } from './ops-console';

// The support inbox of the operations console (issue 27.5): every company's support conversation and order chat in
// one list, unread first, with the company and the order beside each, and who of the support team has taken it.
// A conversation is named by its kind and an id: the company's id for the support chat (one per company), the
// order's id for an order chat, the same ids the message routes under ops/chat/… take. The endpoints are declared
// with the console's others in ./ops-endpoints.ts.

export const OPS_CONVERSATION_KINDS = ['support', 'order'] as const;
export type OpsConversationKind = (typeof OPS_CONVERSATION_KINDS)[number];

/** `mine`: taken by the caller; `unassigned`: taken by nobody; `all` (the default). */
export const OPS_INBOX_ASSIGNED = ['all', 'mine', 'unassigned'] as const;
export type OpsInboxAssigned = (typeof OPS_INBOX_ASSIGNED)[number];

export const opsInboxQuerySchema = v.object({
  ...listQueryEntries,
  assigned: v.optional(v.picklist(OPS_INBOX_ASSIGNED, messageKey('validation.invalid')), 'all'),
  kind: v.optional(v.picklist(OPS_CONVERSATION_KINDS, messageKey('validation.invalid'))),
});

export const opsConversationParams = v.object({
  kind: v.picklist(OPS_CONVERSATION_KINDS, messageKey('validation.invalid')),
  id: uuidField,
});

export const opsTakeConversationBodySchema = v.object({
  /** Take it from the agent who holds it (without it, a conversation another agent holds answers 409). */
  take_over: v.optional(v.boolean(messageKey('validation.invalid')), false),
});

export const opsConversationSchema = v.object({
  kind: v.picklist(OPS_CONVERSATION_KINDS),
  /** The company's id (support) or the order's id (order chat). */
  id: v.string(),
  company: v.object({ id: v.string(), name: localizedNameSchema }),
  order: v.nullable(v.object({ id: v.string(), reference: v.string(), status: v.string() })),
  /** What the company wrote that no agent has read yet. */
  unread: v.number(),
  last_message: v.nullable(
    v.object({
      sender_kind: v.string(),
      sender_name: v.string(),
      /** The text, or null when the message is only a file. */
      body: v.nullable(v.string()),
      attachment_name: v.nullable(v.string()),
      at: v.string(),
    }),
  ),
  assignee: v.nullable(v.object({ id: v.nullable(v.string()), name: v.string(), at: v.string() })),
});
export type OpsConversation = v.InferOutput<typeof opsConversationSchema>;
export const opsConversationListSchema = listResultSchema(opsConversationSchema);

/**
 * The ops event stream (under /api/v1; the proxies treat every …/events/stream as a stream): Server-Sent Events in
 * the company stream's format, open to every ops role (read ops_overview), each event sent only to those whose
 * roles read its area: the chat events (ORDER_NEW_MESSAGE, TECHNICAL_SUPPORT) of every company under read
 * ops_conversations, and OPS_QUEUE_CHANGED under its queue's rule (OPS_QUEUES). Each `data` has its company_id.
 */
export const OPS_EVENT_STREAM_ROUTE = '/ops/events/stream';

// ── The live console's queue events (issue 27.3, ADR 0044) ──
/**
 * An ops queue changed: a new item waits in it (a transfer uploaded, a quotation above the automatic limit, a
 * refund asked for, a certificate to verify) or an agent decided one. `data.queue` is its OPS_QUEUES key. Ops
 * only: a company stream never carries it.
 */
export const OPS_QUEUE_CHANGED_EVENT = 'OPS_QUEUE_CHANGED';
/** The queues a company's action adds to and an agent's decision takes from (the others move by the clock or by ops). */
export const OPS_QUEUE_CHANGE_QUEUES = [
  'transfers_pending',
  'quotations_awaiting',
  'refunds_pending',
  'companies_to_verify',
] as const satisfies readonly OpsQueueKey[];
export type OpsQueueChangeQueue = (typeof OPS_QUEUE_CHANGE_QUEUES)[number];
