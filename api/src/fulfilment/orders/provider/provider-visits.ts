import { type ProviderVisit, type ProviderVisitDetails, type ProviderVisitQuery, riyadhDate } from '@portal/contract';
import { and, asc, desc, eq, gte, ilike, inArray, lt, or } from 'drizzle-orm';
import { containsPattern } from '../../../platform/db/like';
import { orderProposals, orderServices, orders, users } from '../../../platform/db/schema/index';
import { notFound } from '../../../platform/http/app-error';
import { pageWindow } from '../../../platform/http/list-query';
import type { SignedInContext } from '../../../platform/http/request-context';
import { providersByIds } from '../../providers/provider-roster';
import { viewOrder, viewProposal } from '../order-view';
import { type CurrentProvider, currentProvider } from './provider-account';

// The field app's visits (contract PROVIDER_VISIT_ENDPOINTS, issue 30.2): the orders assigned to the caller's
// provider, whole (service lines, location, notes) with the contact at the branch, by day and slot. Upcoming runs
// from today (Riyadh) earliest first; past is before today, latest first, searchable.

export async function providerVisitPage(ctx: SignedInContext, query: ProviderVisitQuery) {
  const provider = await currentProvider(ctx);
  const today = riyadhDate(ctx.now);
  const upcoming = query.period === 'upcoming';
  const pattern = query.q ? containsPattern(query.q) : null;
  const where = and(
    eq(orders.providerId, provider.id),
    upcoming ? gte(orders.visitDate, today) : lt(orders.visitDate, today),
    query.date ? eq(orders.visitDate, query.date) : undefined,
    pattern
      ? or(ilike(orders.reference, pattern), ilike(orders.branchName, pattern), ilike(orders.address, pattern))
      : undefined,
  );
  const order = upcoming
    ? [asc(orders.visitDate), asc(orders.time), asc(orders.id)]
    : [desc(orders.visitDate), desc(orders.time), desc(orders.id)];
  const { limit, offset } = pageWindow(query);
  const [rows, total] = await Promise.all([
    provider.db
      .select()
      .from(orders)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    provider.db.$count(orders, where),
  ]);
  return { items: await viewVisits(provider, ctx, rows), total };
}

export async function providerVisit(ctx: SignedInContext, orderId: string): Promise<ProviderVisitDetails> {
  const provider = await currentProvider(ctx);
  const rows = await provider.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.providerId, provider.id)));
  const [visit] = await viewVisits(provider, ctx, rows);
  if (!visit) throw notFound('orders.not_found');
  // Its proposals, oldest first, as the company's order page lists them (the answer shows on the field too).
  const proposals = await provider.db
    .select()
    .from(orderProposals)
    .where(eq(orderProposals.orderId, orderId))
    .orderBy(asc(orderProposals.createdAt), asc(orderProposals.id));
  return { ...visit, proposals: proposals.map(viewProposal) };
}

async function viewVisits(
  provider: CurrentProvider,
  ctx: SignedInContext,
  rows: (typeof orders.$inferSelect)[],
): Promise<ProviderVisit[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const services = await provider.db.select().from(orderServices).where(inArray(orderServices.orderId, ids));
  const contacts = await provider.db
    .select({ id: users.id, name: users.fullName, phone: users.phone })
    .from(users)
    .where(
      inArray(
        users.id,
        rows.flatMap((row) => (row.customerId ? [row.customerId] : [])),
      ),
    );
  const named = await providersByIds(provider.db, [provider.id], ctx.lang);
  return rows.map((row) => {
    const contact = contacts.find((user) => user.id === row.customerId);
    return {
      ...viewOrder(row, services, named.get(provider.id) ?? null),
      contact: { name: contact?.name ?? row.customerName, phone: contact?.phone ?? null },
    };
  });
}
