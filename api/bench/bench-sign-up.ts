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
 * (their rows must never show), loaded with the secondary indexes rebuilt afterwards, then vacuumed and analysed
 * as autovacuum would on a live server (statistics, and the visibility map index-only counts rely on), and
 * checkpointed.
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
  await exec('vacuum analyze orders');
  await exec('vacuum analyze order_services');
  // Write the load's dirty pages now, not in a checkpoint during the timed requests (their p99 for both endpoints).
  await exec('checkpoint');
  console.log(`  seeded ${orders} + 1000 orders in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return main;
}
