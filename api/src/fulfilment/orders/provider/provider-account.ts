import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { orders, providers } from '../../../platform/db/schema/index';
import type { CompanyScope } from '../../../platform/db/scoped-db';
import { forbidden, notFound } from '../../../platform/http/app-error';
import type { SignedInContext } from '../../../platform/http/request-context';
import { scopeOfOrder } from '../operations/platform-scope';

// A provider account (spec §6 account type provider, providers/user): a user linked from providers.user_id. It
// sees and moves only the orders assigned to it, in whichever company; anything else is 404.

export interface CurrentProvider {
  id: string;
  name: string;
  userId: string;
  db: Db;
}

export async function currentProvider(ctx: SignedInContext): Promise<CurrentProvider> {
  const db = ctx.systemDb('providers: a provider visits the orders of every company');
  const [row] = await db
    .select({ id: providers.id, name: providers.name })
    .from(providers)
    .where(and(eq(providers.userId, ctx.actor.userId), eq(providers.active, true)));
  if (!row) throw forbidden('orders.op.not_provider');
  return { ...row, userId: ctx.actor.userId, db };
}

/** The scope of an order assigned to this provider (404 otherwise). */
export async function providerOrderScope(provider: CurrentProvider, orderId: string): Promise<CompanyScope> {
  const scope = await scopeOfOrder(provider.db, orderId);
  const [mine] = await scope
    .select({ id: orders.id })
    .from(orders, eq(orders.id, orderId), eq(orders.providerId, provider.id));
  if (!mine) throw notFound('orders.not_found');
  return scope;
}
