import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';
import { providers, providerWorkingHours, users } from '../../platform/db/schema/index';

// The four platform providers come with migration 0012 (platform data, like the catalog, so every database and
// every test has free slots). The demo gives each a sign-in account (account type provider, the provider's own
// phone) for the provider side of the orders, and two of them a Friday evening shift (the weekend on-call), so the
// demo has Friday visits to dispatch. Running it again changes nothing.

/** The first demo provider's phone (signs in like any account: code in GET /api/v1/dev/outbox). */
export const DEMO_PROVIDER_PHONE = '+966550000101';

/** The providers who also work Friday evenings in the demo (the two who work both shifts in the week). */
const FRIDAY_SHIFT_PHONES = ['+966550000101', '+966550000102'];
const FRIDAY = 5;

export async function seedProviders(tx: Queryable): Promise<void> {
  await seedFridayShift(tx);
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

async function seedFridayShift(tx: Queryable): Promise<void> {
  const onCall = await tx
    .select({ id: providers.id })
    .from(providers)
    .where(inArray(providers.phone, FRIDAY_SHIFT_PHONES));
  for (const { id } of onCall) {
    const [existing] = await tx
      .select({ id: providerWorkingHours.id })
      .from(providerWorkingHours)
      .where(and(eq(providerWorkingHours.providerId, id), eq(providerWorkingHours.weekday, FRIDAY)));
    if (!existing) {
      await tx.insert(providerWorkingHours).values({ providerId: id, weekday: FRIDAY, start: '14:00', end: '22:00' });
    }
  }
}
