import {
  DISPATCH_OPERATIONS,
  type DispatchOperation,
  type DispatchOrder,
  type DispatchOrderQuery,
  type OrderShift,
  type OrderStatus,
  possibleOperations,
} from '@portal/contract';
import { and, asc, eq, exists, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { branches, companies, orderServices, orders } from '../../../platform/db/schema/index';
import { pageWindow } from '../../../platform/http/list-query';
import { providersByIds } from '../../providers/provider-roster';

// GET ops/dispatch/orders (issue 27.4): one day's visits of every company for the dispatch board — the ones still
// waiting for a provider first, then by slot — with the board's steps the machine allows ops on each. Filters by
// area (the branch's), service (any line of the order) and status; paged on the server (200 visits a day).

/** Statuses in which a visit without a provider still waits for one (ops confirm, then assign). */
const WAITING_STATUSES = ['created', 'confirmed', 'assign_provider_failed'] as const satisfies OrderStatus[];

type Query = Omit<DispatchOrderQuery, 'page' | 'perPage'> & { page: number; perPage: number };

/** Drafts are the company's own, not the board's. */
const onBoard = (date: string) => and(eq(orders.visitDate, date), sql`${orders.status} <> 'draft'`);

export const needsProvider = () => and(isNull(orders.providerId), inArray(orders.status, [...WAITING_STATUSES])) as SQL;

/** The filter of one board query (shared by the page and its count). */
export function dispatchFilter(query: Omit<Query, 'page' | 'perPage'>): SQL | undefined {
  return and(
    onBoard(query.date),
    query.q ? sql`${orders.reference} ILIKE ${`%${query.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`}` : undefined,
    query.status === 'unassigned' ? needsProvider() : query.status ? eq(orders.status, query.status) : undefined,
    query.area_id
      ? exists(
          sql`(SELECT 1 FROM ${branches} WHERE ${branches.id} = ${orders.branchId} AND ${branches.areaId} = ${query.area_id})`,
        )
      : undefined,
    query.service_id
      ? exists(
          sql`(SELECT 1 FROM ${orderServices} WHERE ${orderServices.orderId} = ${orders.id} AND ${orderServices.serviceId} = ${query.service_id})`,
        )
      : undefined,
  );
}

export async function dispatchOrderPage(db: Db, query: Query): Promise<{ items: DispatchOrder[]; total: number }> {
  const where = dispatchFilter(query);
  const { limit, offset } = pageWindow(query as never);
  const waitingFirst = sql`CASE WHEN ${needsProvider()} THEN 0 ELSE 1 END`;
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(waitingFirst, asc(orders.time), asc(orders.reference), asc(orders.id))
      .limit(limit)
      .offset(offset),
    db.$count(orders, where),
  ]);
  return { items: await boardItems(db, rows), total };
}

type Row = typeof orders.$inferSelect;

async function boardItems(db: Db, rows: Row[]): Promise<DispatchOrder[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [lines, named, names] = await Promise.all([
    db
      .select({ orderId: orderServices.orderId, id: orderServices.serviceId, name: orderServices.name })
      .from(orderServices)
      .where(inArray(orderServices.orderId, ids))
      .orderBy(asc(orderServices.position)),
    providersByIds(
      db,
      rows.flatMap((row) => (row.providerId ? [row.providerId] : [])),
      'en', // ops read the operators' (English) names, as in GET ops/orders
    ),
    db
      .select({ id: companies.id, ar: companies.nameAr, en: companies.nameEn })
      .from(companies)
      .where(inArray(companies.id, [...new Set(rows.map((row) => row.companyId))])),
  ]);
  return rows.map((row) => {
    const provider = row.providerId ? (named.get(row.providerId) ?? null) : null;
    const company = names.find((c) => c.id === row.companyId);
    return {
      id: row.id,
      reference: row.reference,
      status: row.status as OrderStatus,
      company: { id: row.companyId, name: { ar: company?.ar ?? '', en: company?.en ?? '' } },
      branch_name: row.branchName,
      area: row.area ?? null,
      visit_date: String(row.visitDate).slice(0, 10),
      time: row.time,
      end_time: row.endTime,
      shift: row.shift as OrderShift,
      starts_at: new Date(row.startsAt).toISOString(),
      ends_at: new Date(row.endsAt).toISOString(),
      services: lines.filter((line) => line.orderId === row.id).map(({ id, name }) => ({ id, name })),
      provider: provider ? { id: provider.id, name: provider.name } : null,
      needs_provider: row.providerId === null && (WAITING_STATUSES as readonly string[]).includes(row.status),
      operations: boardOperations(row),
    };
  });
}

/** The board's steps the machine offers ops on this order now (the same table the API runs them through). */
function boardOperations(row: Row): DispatchOperation[] {
  const state = { status: row.status as OrderStatus, previous_status: row.previousStatus as OrderStatus | null };
  const allowed = new Set(possibleOperations(state, 'O').map((transition) => transition.operation));
  return DISPATCH_OPERATIONS.filter((operation) => allowed.has(operation));
}
