import { OPS_QUEUES, type OpsQueue, type OpsQueueKey } from '@portal/contract';
import { sql } from 'drizzle-orm';
import type { Ability } from '../../../platform/ability/build-ability';
import type { Db } from '../../../platform/db/database';
import {
  companies,
  files,
  orderMessages,
  orders,
  quotations,
  supportMessages,
  walletRefunds,
  walletTempTransactions,
} from '../../../platform/db/schema/index';
import type { SignedInContext } from '../../../platform/http/request-context';
import { riyadhDay } from '../../../sales/catalog/riyadh-day';
import { currentSettings } from '../platform-settings/platform-settings-queries';

// GET ops/queues (issue 27.3): what waits for the operations team, queue by queue — how many items and since when
// the oldest waits — for the queues the caller's roles may read. One aggregate statement per queue, each on an index
// of its table's status (or its day), so the navigation's counts cost a few index scans.

type Counted = { count: number; oldest: Date | string | null };

/** The count and oldest waiting instant of each queue, as one SQL aggregate. */
function queueStatement(key: OpsQueueKey, now: Date, overdueHours: number) {
  switch (key) {
    case 'transfers_pending':
      return sql<Counted>`select count(*)::int as count, min(${walletTempTransactions.createdAt}) as oldest
        from ${walletTempTransactions} where ${walletTempTransactions.status} = 'pending'`;
    case 'transfers_overdue':
      return sql<Counted>`select count(*)::int as count, min(${walletTempTransactions.createdAt}) as oldest
        from ${walletTempTransactions} where ${walletTempTransactions.status} = 'pending'
        and ${walletTempTransactions.createdAt} < ${new Date(now.getTime() - overdueHours * 3600_000).toISOString()}::timestamptz`;
    case 'quotations_awaiting':
      return sql<Counted>`select count(*)::int as count, min(${quotations.createdAt}) as oldest
        from ${quotations} where ${quotations.status} = 'submitted'`;
    case 'refunds_pending':
      return sql<Counted>`select count(*)::int as count, min(${walletRefunds.createdAt}) as oldest
        from ${walletRefunds} where ${walletRefunds.status} = 'pending'`;
    case 'companies_to_verify':
      // A certificate uploaded since the last decision (or never decided) asks for one; it waits since that upload.
      return sql<Counted>`select count(*)::int as count, min(uploaded) as oldest from (
          select max(${files.createdAt}) as uploaded, ${companies.verificationDecidedAt} as decided
          from ${files} join ${companies} on ${companies.id} = ${files.companyId}
          where ${files.kind} in ('cr', 'vat')
          group by ${companies.id}, ${companies.verificationDecidedAt}
        ) certified where decided is null or uploaded > decided`;
    case 'orders_unassigned_today':
      return sql<Counted>`select count(*)::int as count, min(${orders.createdAt}) as oldest
        from ${orders} where ${orders.visitDate} = ${riyadhDay(now)}::date and ${orders.providerId} is null
        and ${orders.status} in ('confirmed', 'assign_provider_failed')`;
    case 'conversations_unread':
      // Support conversations and order chats with something a company wrote that ops have not read.
      return sql<Counted>`select count(*)::int as count, min(oldest) as oldest from (
          select min(${supportMessages.createdAt}) as oldest from ${supportMessages}
          where ${supportMessages.senderKind} = 'company' and ${supportMessages.readAt} is null
          group by ${supportMessages.conversationId}
          union all
          select min(${orderMessages.createdAt}) as oldest from ${orderMessages}
          where ${orderMessages.senderKind} = 'company' and ${orderMessages.readAt} is null
          group by ${orderMessages.orderId}
        ) unread`;
  }
}

async function countQueue(db: Db, key: OpsQueueKey, now: Date, overdueHours: number): Promise<OpsQueue> {
  const result = await db.execute<Counted>(queueStatement(key, now, overdueHours));
  const row = (result as unknown as { rows: Counted[] }).rows[0];
  const oldest = row?.oldest ? new Date(row.oldest) : null;
  return { key, count: Number(row?.count ?? 0), oldest_at: oldest?.toISOString() ?? null };
}

export async function opsQueues(ctx: SignedInContext, ability: Ability): Promise<{ queues: OpsQueue[] }> {
  const db = ctx.systemDb('ops: the work queues across companies');
  const keys = (Object.keys(OPS_QUEUES) as OpsQueueKey[]).filter((key) => ability.can('read', OPS_QUEUES[key]));
  // A transfer is overdue after the delay ops set (platform settings, 24 h unless changed), as the job flags it.
  const { transferOverdueHours } = await currentSettings(db);
  const queues: OpsQueue[] = [];
  // One after the other: a request holds one connection at a time.
  for (const key of keys) queues.push(await countQueue(db, key, ctx.now, transferOverdueHours));
  return { queues };
}
