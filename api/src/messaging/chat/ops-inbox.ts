import type { OpsConversation, OpsConversationKind, opsInboxQuerySchema } from '@portal/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import { recordOpsAction } from '../../back-office/ops/audit/record-ops-action';
import type { Db } from '../../platform/db/database';
import { containsPattern } from '../../platform/db/like';
import { chatAssignments, companies, orderMessages, orders, supportMessages } from '../../platform/db/schema/index';
import { companyScope } from '../../platform/db/scoped-db';
import { rowsOf } from '../../platform/events/event-queries';
import { AppError, notFound } from '../../platform/http/app-error';
import { pageWindow } from '../../platform/http/list-query';
import type { SignedInContext } from '../../platform/http/request-context';
import { userName } from './order-chat';

// The support inbox of the ops console (issue 27.5): every company's support conversation and order chat as one
// list, read through the system door (ops see every company). A conversation is (kind, id): the company's id for
// the support chat (one per company), the order's id for an order chat. Unread: what the company wrote that no agent
// has read (the same count as the conversations_unread queue).

type InboxQuery = v.InferOutput<typeof opsInboxQuerySchema>;
const system = (ctx: SignedInContext): Db => ctx.systemDb('ops: the support inbox across companies');

/** Both chats' messages as one relation, each tagged with its conversation. */
const messages = sql`
  select 'support'::text as kind, ${supportMessages.companyId} as thread_id, ${supportMessages.companyId} as company_id,
    null::uuid as order_id, ${supportMessages.id} as id, ${supportMessages.senderKind} as sender_kind,
    ${supportMessages.senderName} as sender_name, ${supportMessages.body} as body, ${supportMessages.fileId} as file_id,
    ${supportMessages.createdAt} as created_at, ${supportMessages.readAt} as read_at
  from ${supportMessages}
  union all
  select 'order'::text, ${orderMessages.orderId}, ${orderMessages.companyId}, ${orderMessages.orderId},
    ${orderMessages.id}, ${orderMessages.senderKind}, ${orderMessages.senderName}, ${orderMessages.body},
    ${orderMessages.fileId}, ${orderMessages.createdAt}, ${orderMessages.readAt}
  from ${orderMessages}`;

/** One row per conversation with the unread count and the time of its last message, filtered. */
function threads(filters: SQL[], only?: { kind: OpsConversationKind; id: string }) {
  const where = filters.length > 0 ? sql`where ${sql.join(filters, sql` and `)}` : sql``;
  // One conversation: only its rows are grouped.
  const supportRows = only
    ? only.kind === 'support'
      ? sql`where ${supportMessages.companyId} = ${only.id}::uuid`
      : sql`where false`
    : sql``;
  const orderRows = only
    ? only.kind === 'order'
      ? sql`where ${orderMessages.orderId} = ${only.id}::uuid`
      : sql`where false`
    : sql``;
  // Each table grouped on its own before the union: the union then holds one row per conversation.
  const unread = (table: typeof supportMessages | typeof orderMessages) =>
    sql`(count(*) filter (where ${table.senderKind} = 'company' and ${table.readAt} is null))::int`;
  return sql`
    with t as (
      select 'support'::text as kind, ${supportMessages.companyId} as thread_id,
        ${supportMessages.companyId} as company_id, null::uuid as order_id,
        ${unread(supportMessages)} as unread, max(${supportMessages.createdAt}) as last_at
      from ${supportMessages} ${supportRows} group by ${supportMessages.companyId}
      union all
      select 'order'::text, ${orderMessages.orderId}, ${orderMessages.companyId}, ${orderMessages.orderId},
        ${unread(orderMessages)}, max(${orderMessages.createdAt})
      from ${orderMessages} ${orderRows} group by ${orderMessages.orderId}, ${orderMessages.companyId}
    )
    select t.*, c.name_ar, c.name_en, o.reference, o.status as order_status,
      a.user_id as assignee_id, a.user_name as assignee_name, a.assigned_at
    from t
    join companies c on c.id = t.company_id
    left join orders o on o.id = t.order_id
    left join chat_assignments a on a.kind = t.kind and a.thread_id = t.thread_id
    ${where}`;
}

interface ThreadRow {
  kind: OpsConversationKind;
  thread_id: string;
  company_id: string;
  order_id: string | null;
  unread: number;
  last_at: string | Date | null;
  name_ar: string;
  name_en: string;
  reference: string | null;
  order_status: string | null;
  assignee_id: string | null;
  assignee_name: string | null;
  assigned_at: string | Date | null;
}

interface LastRow {
  kind: string;
  thread_id: string;
  sender_kind: string;
  sender_name: string;
  body: string | null;
  attachment_name: string | null;
  created_at: string | Date;
}

const iso = (value: string | Date) => new Date(value).toISOString();

/** The last message of each of these conversations (one query for the page). */
async function lastMessages(db: Db, rows: ThreadRow[]): Promise<Map<string, LastRow>> {
  if (rows.length === 0) return new Map();
  const supportIds = rows.filter((r) => r.kind === 'support').map((r) => r.thread_id);
  const orderIds = rows.filter((r) => r.kind === 'order').map((r) => r.thread_id);
  const inList = (ids: string[]) =>
    ids.length
      ? sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )
      : sql`null`;
  const result = await db.execute(sql`
    with m as (${messages})
    select distinct on (m.kind, m.thread_id) m.kind, m.thread_id, m.sender_kind, m.sender_name, m.body,
      f.original_name as attachment_name, m.created_at
    from m left join files f on f.id = m.file_id
    where (m.kind = 'support' and m.thread_id in (${inList(supportIds)}))
       or (m.kind = 'order' and m.thread_id in (${inList(orderIds)}))
    order by m.kind, m.thread_id, m.created_at desc, m.id desc`);
  return new Map(rowsOf<LastRow>(result).map((row) => [`${row.kind}:${row.thread_id}`, row]));
}

function toConversation(row: ThreadRow, last: LastRow | undefined): OpsConversation {
  return {
    kind: row.kind,
    id: row.thread_id,
    company: { id: row.company_id, name: { ar: row.name_ar, en: row.name_en } },
    order:
      row.order_id && row.reference
        ? { id: row.order_id, reference: row.reference, status: row.order_status ?? '' }
        : null,
    unread: Number(row.unread),
    last_message: last
      ? {
          sender_kind: last.sender_kind,
          sender_name: last.sender_name,
          body: last.body,
          attachment_name: last.attachment_name,
          at: iso(last.created_at),
        }
      : null,
    assignee:
      row.assignee_name !== null && row.assigned_at
        ? { id: row.assignee_id, name: row.assignee_name, at: iso(row.assigned_at) }
        : null,
  };
}

async function withLast(db: Db, rows: ThreadRow[]): Promise<OpsConversation[]> {
  const last = await lastMessages(db, rows);
  return rows.map((row) => toConversation(row, last.get(`${row.kind}:${row.thread_id}`)));
}

/** GET ops/chat/conversations: unread first, then the most recent; mine / unassigned; search company or order. */
export async function listOpsConversations(
  ctx: SignedInContext,
  query: InboxQuery,
): Promise<{ items: OpsConversation[]; total: number }> {
  const filters: SQL[] = [];
  if (query.assigned === 'mine') filters.push(sql`a.user_id = ${ctx.actor.userId}`);
  if (query.assigned === 'unassigned') filters.push(sql`a.thread_id is null`);
  if (query.kind) filters.push(sql`t.kind = ${query.kind}`);
  if (query.q) {
    const pattern = containsPattern(query.q);
    filters.push(sql`(c.name_ar ilike ${pattern} or c.name_en ilike ${pattern} or o.reference ilike ${pattern})`);
  }
  const db = system(ctx);
  const { limit, offset } = pageWindow(query);
  // The total rides on the page's rows (one pass over the messages); a page past the end asks for it alone.
  const rows = rowsOf<ThreadRow & { total: number }>(
    await db.execute(sql`
      select x.*, count(*) over () as total from (${threads(filters)}) x
      order by (x.unread > 0) desc, x.last_at desc, x.thread_id
      limit ${limit} offset ${offset}`),
  );
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && offset > 0) {
    const counted = await db.execute(sql`select count(*)::int as n from (${threads(filters)}) x`);
    total = Number(rowsOf<{ n: number }>(counted)[0]?.n ?? 0);
  }
  return { items: await withLast(db, rows), total };
}

/** The company (and order) a conversation belongs to; 404 when the company or order is unknown. */
async function ownerOf(db: Db, kind: OpsConversationKind, id: string) {
  if (kind === 'support') {
    const [row] = await db.select({ companyId: companies.id }).from(companies).where(eq(companies.id, id));
    if (!row) throw notFound();
    return row;
  }
  const [row] = await db.select({ companyId: orders.companyId }).from(orders).where(eq(orders.id, id));
  if (!row) throw notFound('orders.not_found');
  return row;
}

/** GET ops/chat/conversations/:kind/:id: as listed; a conversation without messages yet has no last message. */
export async function opsConversation(
  ctx: SignedInContext,
  kind: OpsConversationKind,
  id: string,
): Promise<OpsConversation> {
  const db = system(ctx);
  const [row] = rowsOf<ThreadRow>(await db.execute(threads([], { kind, id })));
  if (row) return (await withLast(db, [row]))[0]!;
  const { companyId } = await ownerOf(db, kind, id);
  const [company] = await db
    .select({ ar: companies.nameAr, en: companies.nameEn })
    .from(companies)
    .where(eq(companies.id, companyId));
  const [order] =
    kind === 'order'
      ? await db.select({ reference: orders.reference, status: orders.status }).from(orders).where(eq(orders.id, id))
      : [];
  const [assignment] = await db
    .select({ userId: chatAssignments.userId, name: chatAssignments.userName, at: chatAssignments.assignedAt })
    .from(chatAssignments)
    .where(and(eq(chatAssignments.kind, kind), eq(chatAssignments.threadId, id)));
  return {
    kind,
    id,
    company: { id: companyId, name: { ar: company?.ar ?? '', en: company?.en ?? '' } },
    order: order ? { id, reference: order.reference, status: order.status } : null,
    unread: 0,
    last_message: null,
    assignee: assignment ? { id: assignment.userId, name: assignment.name, at: assignment.at.toISOString() } : null,
  };
}

/**
 * Makes the caller the conversation's assignee, in one transaction with its audit row. Taking what one already
 * holds changes nothing (a repeat after a lost answer is harmless and logged once); taking it from another agent
 * needs take_over, otherwise 409 naming them. Two agents taking at once: the second waits on the row the first
 * inserted and then finds it taken.
 */
export async function takeConversation(
  ctx: SignedInContext,
  kind: OpsConversationKind,
  id: string,
  takeOver: boolean,
): Promise<OpsConversation> {
  const db = system(ctx);
  const { companyId } = await ownerOf(db, kind, id);
  const scope = companyScope(db, { companyId, membershipId: null });
  await scope.transaction(async (tx) => {
    const me = ctx.actor.userId;
    const name = await userName(tx.db, me);
    const [inserted] = await tx
      .insert(chatAssignments)
      .values({ kind, threadId: id, userId: me, userName: name, assignedAt: ctx.now })
      .onConflictDoNothing()
      .returning({ kind: chatAssignments.kind });
    let previous: string | null = null;
    if (!inserted) {
      const [held] = await tx
        .select({ userId: chatAssignments.userId, name: chatAssignments.userName })
        .from(chatAssignments, eq(chatAssignments.kind, kind), eq(chatAssignments.threadId, id))
        .for('update');
      if (held?.userId === me) return;
      if (!takeOver) throw new AppError(409, 'ops.conversation_taken_by', { params: { name: held?.name ?? '' } });
      previous = held?.name ?? null;
      await tx.update(
        chatAssignments,
        { userId: me, userName: name, assignedAt: ctx.now },
        eq(chatAssignments.kind, kind),
        eq(chatAssignments.threadId, id),
      );
    }
    await recordOpsAction(tx.db, ctx.actor, ctx.now, {
      action: 'chat.take',
      targetType: kind === 'order' ? 'order' : 'conversation',
      targetId: id,
      companyId,
      details: { kind, previous_assignee: previous },
    });
  });
  return opsConversation(ctx, kind, id);
}
