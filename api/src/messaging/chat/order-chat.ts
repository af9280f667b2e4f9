import type { ChatMessage } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { recordOpsAction } from '../../back-office/ops/audit/record-ops-action';
import { scopeOfOrder } from '../../fulfilment/orders/operations/platform-scope';
import type { Db } from '../../platform/db/database';
import { orderMessages, orders, users } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { notFound } from '../../platform/http/app-error';
import type { CompanyContext, SignedInContext } from '../../platform/http/request-context';
import { takeIfUnassigned } from './chat-assignment';
import type { IncomingMessage } from './chat-attachment';
import { listMessages, markRead, type Sender, sendMessage, type Thread } from './chat-thread';

// The order chat (spec §2 order page messages tab; company/orders/orderMessage): the company's members who may
// see the order, and ops through /api/v1/ops/chat. Another company's reference, or an order at a branch outside
// a branch-limited member's branches, is 404 like the order itself.

/** The chat of one order (its id and reference). */
export const threadOfOrder = (order: { id: string; reference: string; branchId: string }): Thread => ({
  chat: 'order',
  table: orderMessages,
  where: eq(orderMessages.orderId, order.id),
  bind: { orderId: order.id },
  reference: order.reference,
  branchId: order.branchId,
});

async function orderThread(scope: CompanyScope, where: ReturnType<typeof eq>): Promise<Thread> {
  const [row] = await scope
    .select({ id: orders.id, reference: orders.reference, branchId: orders.branchId })
    .from(orders, where);
  if (!row) throw notFound('orders.not_found');
  return threadOfOrder(row);
}

const byReference = (reference: string) => eq(orders.reference, reference.trim().toUpperCase());

export async function userName(db: CompanyScope['db'], userId: string): Promise<string> {
  const [row] = await db.select({ name: users.fullName }).from(users).where(eq(users.id, userId));
  return row?.name ?? '';
}

/** GET company/orders/orderMessage?reference=…: the order chat, oldest first. */
export async function companyOrderMessages(ctx: CompanyContext, reference: string): Promise<ChatMessage[]> {
  return listMessages(ctx.scope, await orderThread(ctx.scope, byReference(reference)));
}

/** POST company/orders/orderMessage: the member writes to ops. */
export async function companyOrderSend(ctx: CompanyContext, message: IncomingMessage): Promise<ChatMessage> {
  const reference = message.fields.reference ?? '';
  if (reference.trim() === '') throw notFound('orders.not_found');
  return ctx.scope.transaction(async (scope) => {
    const thread = await orderThread(scope, byReference(reference));
    const sender: Sender = {
      kind: 'company',
      userId: ctx.actor.userId,
      name: await userName(scope.db, ctx.actor.userId),
    };
    return sendMessage(scope, thread, sender, message, ctx.now);
  });
}

/** POST company/orders/orderMessage/read: ops' messages of the order are read (the read receipt). */
export async function companyOrderRead(ctx: CompanyContext, reference: string) {
  return markRead(ctx.scope, await orderThread(ctx.scope, byReference(reference)), 'company', ctx.now);
}

/** The company file of a message of an order the member may see. */
export async function companyOrderThread(ctx: CompanyContext, reference: string) {
  return orderThread(ctx.scope, byReference(reference));
}

// Ops (platform staff): any company's order by id, through the scope of the order's company.

const opsDb = (ctx: SignedInContext): Db => ctx.systemDb('ops: the order chat of any company');

export async function opsOrderThread(ctx: SignedInContext, orderId: string) {
  const scope = await scopeOfOrder(opsDb(ctx), orderId);
  return { scope, thread: await orderThread(scope, eq(orders.id, orderId)) };
}

export async function opsOrderMessages(ctx: SignedInContext, orderId: string): Promise<ChatMessage[]> {
  const { scope, thread } = await opsOrderThread(ctx, orderId);
  return listMessages(scope, thread);
}

export async function opsOrderSend(ctx: SignedInContext, orderId: string, message: IncomingMessage) {
  const { scope } = await opsOrderThread(ctx, orderId);
  return scope.transaction(async (tx) => {
    const thread = await orderThread(tx, eq(orders.id, orderId));
    const sender: Sender = { kind: 'ops', userId: ctx.actor.userId, name: await userName(tx.db, ctx.actor.userId) };
    const sent = await sendMessage(tx, thread, sender, message, ctx.now);
    const took = await takeIfUnassigned(tx, sender, { kind: 'order', id: orderId }, ctx.now);
    // Just the fact of the reply (issue 27.2): the text stays in the conversation.
    await recordOpsAction(tx.db, ctx.actor, ctx.now, {
      action: 'chat.order_reply',
      targetType: 'order',
      targetId: orderId,
      companyId: tx.companyId,
      details: { message_id: sent.id, ...(took ? { took: true } : {}) },
    });
    return sent;
  });
}

export async function opsOrderRead(ctx: SignedInContext, orderId: string) {
  const { scope, thread } = await opsOrderThread(ctx, orderId);
  return markRead(scope, thread, 'ops', ctx.now);
}
