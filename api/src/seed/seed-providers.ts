import { eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { providers, users } from '../db/schema/index';

// The four platform providers come with migration 0012 (platform data, like the catalog, so every database and
// every test has free slots). The demo gives each a sign-in account (account type provider, the provider's own
// phone) for the provider side of the orders. Running it again changes nothing.

/** The first demo provider's phone (signs in like any account: code in GET /api/v1/dev/outbox). */
export const DEMO_PROVIDER_PHONE = '+966550000101';

export async function seedProviders(tx: Queryable): Promise<void> {
  const roster = await tx
    .select({ id: providers.id, name: providers.name, phone: providers.phone })
    .from(providers)
    .where(isNull(providers.userId));
  for (const provider of roster) {
    if (!provider.phone) continue;
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.phone, provider.phone));
    const userId =
      existing?.id ??
      (
        await tx
          .insert(users)
          .values({ fullName: provider.name, phone: provider.phone, accountType: 'provider' })
          .returning({ id: users.id })
      )[0]!.id;
    await tx.update(providers).set({ userId }).where(eq(providers.id, provider.id));
  }
}
