// `npm run bench:wallet` (in api/): time per wallet deduction through the real endpoint
// (POST /api/v1/company/wallets/deductFromWallet via app.inject, Idempotency-Key included) at p50/p99, on an
// embedded PGlite database and, when TEST_DATABASE_URL or DATABASE_URL is set, on that PostgreSQL server (in a
// throwaway database); on the server also 200 parallel deductions against a balance they overdraw. Prints
// figures; not a timed test.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { post, readCompanyAccounts, rechargePlan, setCreditLimit } from '../src/money/ledger/index';
import { type Database, postgresDatabase } from '../src/platform/db/database';
import { companyScope } from '../src/platform/db/scoped-db';
import { type App, benchApp } from './bench-app';
import { onBenchPglite, onGivenServer } from './bench-database';

const SEQUENTIAL = Number(process.env.BENCH_DEDUCTIONS ?? 300);
const PARALLEL = 200;

async function signedInCompany(app: App, database: Database) {
  const phone = `+9665${String(Date.now() + Math.floor(Math.random() * 1000)).slice(-8)}`;
  const json = async (method: 'GET' | 'POST', url: string, body?: object) =>
    (await app.inject({ method, url, payload: body, headers: { lang: 'en' } })).json();
  await json('POST', '/api/v1/auth/register', {
    company_name: 'Bench Co',
    owner_name: 'Bench',
    phone,
    email: 'b@example.com',
  });
  const { data: outbox } = await json('GET', `/api/v1/dev/outbox?phone=${encodeURIComponent(phone)}`);
  const { data: session } = await json('POST', '/api/v1/auth/phone/verify', { phone, code: outbox.code });
  const token = session.token as string;
  const me = (
    await app.inject({
      method: 'POST',
      url: '/api/v1/auth/user/me',
      headers: { authorization: `Bearer ${token}` },
      payload: { type: 'company', device_data: { type: 'web', version: '1.01', language: 'en' } },
    })
  ).json();
  const companyId = me.data.role.company.id as string;
  return { token, scope: companyScope(database.db, { companyId, membershipId: null }) };
}

async function fund(scope: ReturnType<typeof companyScope>, wallet: number, limit: number) {
  await scope.transaction(async (tx) => {
    await setCreditLimit(tx, limit);
    await post(tx, {
      type: 'deposit',
      description: { ar: 'رصيد', en: 'Funds', fr: 'Fonds' },
      createdAt: new Date(),
      postings: rechargePlan(wallet, 0, 'bank_clearing'),
    });
  });
}

const deduct = (app: App, token: string, amount: number) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/company/wallets/deductFromWallet',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomBytes(12).toString('hex') },
    payload: { amount },
  });

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function run(label: string, database: Database) {
  const app = await benchApp(database);
  try {
    const { token, scope } = await signedInCompany(app, database);
    await fund(scope, SEQUENTIAL * 100, 0);
    const times: number[] = [];
    for (let i = 0; i < SEQUENTIAL; i++) {
      const started = performance.now();
      const answer = await deduct(app, token, 100);
      times.push(performance.now() - started);
      if (answer.statusCode !== 201) throw new Error(`deduction ${i} answered ${answer.statusCode}`);
    }
    times.sort((a, b) => a - b);
    console.log(
      `${label}: ${SEQUENTIAL} sequential deductions, p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms`,
    );

    if (database.kind === 'postgres') {
      const race = await signedInCompany(app, database);
      const WALLET = 10_000;
      const LIMIT = 5_000;
      const AMOUNT = 97;
      await fund(race.scope, WALLET, LIMIT);
      const started = performance.now();
      const answers = await Promise.all(Array.from({ length: PARALLEL }, () => deduct(app, race.token, AMOUNT)));
      const elapsed = performance.now() - started;
      const paid = answers.filter((a) => a.statusCode === 201).length;
      const refused = answers.filter((a) => a.statusCode === 422).length;
      const balances = await readCompanyAccounts(race.scope);
      const expectedPaid = Math.floor((WALLET + LIMIT) / AMOUNT);
      console.log(
        `${label}: ${PARALLEL} parallel deductions of ${AMOUNT} in ${elapsed.toFixed(0)} ms: ${paid} paid (expected ${expectedPaid}), ${refused} refused (422); ` +
          `wallet ${balances.wallet} (expected 0), credit used ${balances.creditUsed} (expected ${expectedPaid * AMOUNT - WALLET}, limit ${LIMIT})`,
      );
    }
  } finally {
    await app.close();
  }
}

async function main() {
  await onBenchPglite((lite) => run('PGlite', lite));
  await onGivenServer('wallet_bench', async (url) => {
    const server = postgresDatabase(new pg.Pool({ connectionString: url, max: 10 }));
    try {
      await server.migrate();
      await run('PostgreSQL', server);
    } finally {
      await server.close();
    }
  });
}

await main();
