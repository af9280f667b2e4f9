import type { buildApp } from '../src/app';
import { type Exec, seedBenchOrders, withoutSecondaryIndexes } from './orders-list-seed';

// Registers a company through the real API (development outbox code) and signs its owner in: the benchmarks'
// company, token and ids.

type App = Awaited<ReturnType<typeof buildApp>>;

export async function signUp(app: App, exec: Exec, companyName: string) {
  const phone = `+9665${String(Date.now() + Math.floor(Math.random() * 100_000)).slice(-8)}`;
  const json = async (method: 'GET' | 'POST', url: string, body?: object) =>
    (await app.inject({ method, url, payload: body, headers: { lang: 'en' } })).json();
  await json('POST', '/api/v1/auth/register', {
    company_name: companyName,
    owner_name: 'Bench Owner',
    phone,
    email: 'bench@example.com',
  });
  const { data: outbox } = await json('GET', `/api/v1/dev/outbox?phone=${encodeURIComponent(phone)}`);
  const { data: session } = await json('POST', '/api/v1/auth/phone/verify', { phone, code: outbox.code });
  const {
    rows: [user],
  } = await exec(
    `select u.id, u.full_name, m.company_id from users u join memberships m on m.user_id = u.id where u.phone = $1`,
    [phone],
  );
  if (!user) throw new Error(`sign-up of ${companyName} failed`);
  return {
    token: session.token as string,
    userId: String(user.id),
    userName: String(user.full_name),
    companyId: String(user.company_id),
  };
}

/**
 * The benchmarks' data: `orders` orders over 20 branches in one company, and 500 in each of two other companies
 * (their rows must never show), loaded with the secondary indexes rebuilt afterwards, then vacuumed, analysed and
 * checkpointed as a live server would be by then (statistics, the visibility map index-only counts rely on).
 */
export async function seedBenchCompanies(app: App, exec: Exec, companyName: string, orders: number, now: Date) {
  const started = performance.now();
  const main = await signUp(app, exec, companyName);
  const others = [await signUp(app, exec, 'Other Co A'), await signUp(app, exec, 'Other Co B')];
  await withoutSecondaryIndexes(exec, async () => {
    for (const [index, other] of others.entries()) {
      await seedBenchOrders(exec, {
        companyId: other.companyId,
        customerId: other.userId,
        customerName: other.userName,
        orders: 500,
        branches: 5,
        referenceStart: 900_000 + index * 1000,
        now,
      });
    }
    await seedBenchOrders(exec, {
      companyId: main.companyId,
      customerId: main.userId,
      customerName: main.userName,
      orders,
      branches: 20,
      referenceStart: 0,
      now,
    });
  });
  // The whole database, not only orders: the seed's triggers also filled the aggregates (dashboard months, list
  // counts) the measured requests read, and a 100,000-row load left autovacuum and dirty buffers behind; a vacuum or
  // checkpoint starting in the middle of the measurement shows up in every p99. So: statistics, visibility map and
  // hint bits now, and the dirty pages written out before the clock starts.
  await exec('vacuum analyze');
  await exec('checkpoint').catch(() => {}); // needs superuser or pg_checkpoint on a given server; then skipped
  console.log(`  seeded ${orders} + 1000 orders in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return main;
}
