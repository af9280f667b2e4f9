import { type ChatMessage, SUPPORT_CONVERSATION_TYPE } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { recordOpsAction } from '../../back-office/ops/audit/record-ops-action';
import { companies, supportConversations, supportMessages } from '../../platform/db/schema/index';
import { type CompanyScope, companyScope } from '../../platform/db/scoped-db';
import { notFound } from '../../platform/http/app-error';
import type { CompanyContext, SignedInContext } from '../../platform/http/request-context';
import { takeIfUnassigned } from './chat-assignment';
import type { IncomingMessage } from './chat-attachment';
import { listMessages, markRead, type Sender, sendMessage, type Thread } from './chat-thread';
import { userName } from './order-chat';

// The support chat of /apps/chat (conversation type TECHNICAL_SUPPORT): one conversation per company, created
// with its first message; company members with the Messages permission ↔ ops (/api/v1/ops/chat/support).

async function conversationId(scope: CompanyScope, create: boolean, now: Date): Promise<string | null> {
  const where = eq(supportConversations.type, SUPPORT_CONVERSATION_TYPE);
  const [row] = await scope.select({ id: supportConversations.id }).from(supportConversations, where);
  if (row || !create) return row?.id ?? null;
  await scope
    .insert(supportConversations)
    .values({ type: SUPPORT_CONVERSATION_TYPE, createdAt: now })
    .onConflictDoNothing();
  const [created] = await scope.select({ id: supportConversations.id }).from(supportConversations, where);
  return created!.id;
}

const threadOf = (id: string): Thread => ({
  chat: 'support',
  table: supportMessages,
  where: eq(supportMessages.conversationId, id),
  bind: { conversationId: id },
  reference: id,
});

async function list(scope: CompanyScope, now: Date): Promise<ChatMessage[]> {
  const id = await conversationId(scope, false, now);
  return id ? listMessages(scope, threadOf(id)) : [];
}

export async function sendSupport(scope: CompanyScope, sender: Sender, message: IncomingMessage, now: Date) {
  return scope.transaction(async (tx) => {
    const id = (await conversationId(tx, true, now))!;
    return sendMessage(tx, threadOf(id), sender, message, now);
  });
}

async function read(scope: CompanyScope, reader: 'company' | 'ops', now: Date) {
  const id = await conversationId(scope, false, now);
  return id ? markRead(scope, threadOf(id), reader, now) : { read: 0 };
}

export const companySupportMessages = (ctx: CompanyContext) => list(ctx.scope, ctx.now);
export const companySupportRead = (ctx: CompanyContext) => read(ctx.scope, 'company', ctx.now);
export async function companySupportSend(ctx: CompanyContext, message: IncomingMessage) {
  const sender: Sender = { kind: 'company', userId: ctx.actor.userId, name: await userName(ctx.db, ctx.actor.userId) };
  return sendSupport(ctx.scope, sender, message, ctx.now);
}
/** The thread of the company's conversation, for its files (null before the first message). */
export async function supportThreadOf(scope: CompanyScope, now: Date): Promise<Thread | null> {
  const id = await conversationId(scope, false, now);
  return id ? threadOf(id) : null;
}

// Ops: the conversation of any company, by company id (404 for an unknown company).

export async function opsSupportScope(ctx: SignedInContext, companyId: string): Promise<CompanyScope> {
  const db = ctx.systemDb('ops: the support chat of any company');
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId)));
  if (!row) throw notFound();
  return companyScope(db, { companyId, membershipId: null });
}

export async function opsSupportMessages(ctx: SignedInContext, companyId: string) {
  return list(await opsSupportScope(ctx, companyId), ctx.now);
}
export async function opsSupportSend(ctx: SignedInContext, companyId: string, message: IncomingMessage) {
  const scope = await opsSupportScope(ctx, companyId);
  const sender: Sender = { kind: 'ops', userId: ctx.actor.userId, name: await userName(ctx.db, ctx.actor.userId) };
  // The message's transaction runs inside this one (a savepoint), so the audit row commits with it.
  return scope.transaction(async (tx) => {
    const sent = await sendSupport(tx, sender, message, ctx.now);
    const took = await takeIfUnassigned(tx, sender, { kind: 'support', id: companyId }, ctx.now);
    await recordOpsAction(tx.db, ctx.actor, ctx.now, {
      action: 'chat.support_reply',
      targetType: 'conversation',
      targetId: null,
      companyId,
      details: { message_id: sent.id, ...(took ? { took: true } : {}) },
    });
    return sent;
  });
}
export async function opsSupportRead(ctx: SignedInContext, companyId: string) {
  return read(await opsSupportScope(ctx, companyId), 'ops', ctx.now);
}
