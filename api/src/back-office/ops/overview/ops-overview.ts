import { type OpsOverview, UNASSIGNED_SLA_HOURS } from '@portal/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Ability } from '../../../platform/ability/build-ability';
import type { Db } from '../../../platform/db/database';
import {
  journalEntries,
  ledgerAccounts,
  orders,
  postings,
  walletTempTransactions,
} from '../../../platform/db/schema/index';
import type { SignedInContext } from '../../../platform/http/request-context';
import { riyadhDayStart } from '../../../platform/money-text/money-format';
import { riyadhDay } from '../../../sales/catalog/riyadh-day';
import { currentSettings } from '../platform-settings/platform-settings-queries';
import { opsQueues } from '../queues/ops-queues';

// GET ops/overview (issue 27.8). The SLA breaches, as chosen here:
// - a bank transfer still pending after the platform settings' overdue delay (ops promise a decision in that time);
// - an order due for dispatch (confirmed, or its assignment failed) with no provider when its slot starts within
//   UNASSIGNED_SLA_HOURS, or has already started: a provider could no longer make it on time.
// The revenue is the ledger's platform revenue account (DOMAIN.md §1: sales net of VAT, less reversals), by the Riyadh
// day of its journal entry: it agrees with the books, unlike invoice totals (VAT included, and recharges, which are
// prepayments, not revenue).

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const REVENUE_DAYS = 7;

async function rowsOf<T>(db: Db, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);

async function ordersToday(db: Db, day: string) {
  const found = await rowsOf<{ status: string; count: number }>(
    db,
    sql`select ${orders.status} as status, count(*)::int as count from ${orders}
      where ${orders.visitDate} = ${day}::date group by ${orders.status} order by count(*) desc, ${orders.status}`,
  );
  return found.map((r) => ({ status: r.status, count: Number(r.count) }));
}

async function overdueTransfers(db: Db, now: Date, hours: number) {
  const [row] = await rowsOf<{ count: number; oldest: Date | string | null }>(
    db,
    sql`select count(*)::int as count, min(${walletTempTransactions.createdAt}) as oldest from ${walletTempTransactions}
      where ${walletTempTransactions.status} = 'pending'
      and ${walletTempTransactions.createdAt} < ${new Date(now.getTime() - hours * HOUR_MS).toISOString()}::timestamptz`,
  );
  return { count: Number(row?.count ?? 0), oldest_at: iso(row?.oldest) };
}

async function unassignedOrders(db: Db, now: Date) {
  const [row] = await rowsOf<{ count: number; oldest: Date | string | null }>(
    db,
    sql`select count(*)::int as count, min(${orders.startsAt}) as oldest from ${orders}
      where ${orders.providerId} is null and ${orders.status} in ('confirmed', 'assign_provider_failed')
      and ${orders.startsAt} < ${new Date(now.getTime() + UNASSIGNED_SLA_HOURS * HOUR_MS).toISOString()}::timestamptz`,
  );
  return { count: Number(row?.count ?? 0), oldest_at: iso(row?.oldest) };
}

/** The last REVENUE_DAYS Riyadh days ending today, oldest first, each with its revenue (0 on a day without). */
async function weekRevenue(db: Db, now: Date) {
  const days = Array.from({ length: REVENUE_DAYS }, (_, i) =>
    riyadhDay(new Date(now.getTime() - (REVENUE_DAYS - 1 - i) * DAY_MS)),
  );
  const from = riyadhDayStart(days[0] as string);
  // Revenue is credit-normal: a sale posts a negative amount, so the day's revenue is minus the sum.
  const found = await rowsOf<{ day: string; amount: number | string }>(
    db,
    sql`select to_char((${journalEntries.createdAt} + interval '3 hours') at time zone 'UTC', 'YYYY-MM-DD') as day,
        -sum(${postings.amount}) as amount
      from ${postings}
      join ${ledgerAccounts} on ${ledgerAccounts.id} = ${postings.accountId}
      join ${journalEntries} on ${journalEntries.id} = ${postings.entryId}
      where ${ledgerAccounts.kind} = 'revenue' and ${ledgerAccounts.companyId} is null
      and ${journalEntries.createdAt} >= ${from.toISOString()}::timestamptz
      and ${journalEntries.createdAt} <= ${now.toISOString()}::timestamptz
      group by 1`,
  );
  const byDay = new Map(found.map((r) => [r.day, Number(r.amount)]));
  return days.map((day) => ({ day, amount: byDay.get(day) ?? 0 }));
}

export async function opsOverview(ctx: SignedInContext, ability: Ability): Promise<OpsOverview> {
  const db = ctx.systemDb('ops: the overview across companies');
  const now = ctx.now;
  const day = riyadhDay(now);
  const settings = await currentSettings(db);
  const hours = settings.transferOverdueHours;
  // One statement after the other: a request holds one connection at a time.
  const ordersByStatus = await ordersToday(db, day);
  const { queues } = await opsQueues(ctx, ability);
  const transfersOverdue = await overdueTransfers(db, now, hours);
  const ordersUnassigned = await unassignedOrders(db, now);
  // Revenue is for the roles that read the books (finance, admin), not for every agent who sees the overview.
  const revenue = ability.can('read', 'ops_invoices') ? await weekRevenue(db, now) : null;
  return {
    day,
    orders_today: ordersByStatus,
    queues,
    sla: {
      transfers_overdue: transfersOverdue,
      transfer_overdue_hours: hours,
      orders_unassigned: ordersUnassigned,
      unassigned_within_hours: UNASSIGNED_SLA_HOURS,
    },
    revenue_week: revenue,
  };
}
