// `npx tsx bench/realtime-latency.ts` (in api/): the delay from a status change to a stream client (issue 12),
// p50/p99 over BENCH_EVENTS (100) changes. The change: a company buys a published package with its wallet over
// real HTTP (POST company/package/buy: the package becomes approved, NEW_PACKAGE is recorded in that
// transaction); the client: the same fetch + SseParser reading the browser's EventStream does, on
// GET /api/v1/company/events/stream. Timed from sending the request, and from its answer (the commit), to the
// event's arrival. Runs on embedded PGlite (one process) and, with TEST_DATABASE_URL or DATABASE_URL, on that
// PostgreSQL server with two API processes: the change on one, the stream on the other (LISTEN/NOTIFY).
// Issue 26.2: BENCH_STREAMS (20) other streams of the company stay open beside the timed one (each filters every
// event by its own access, in memory), and BENCH_SIGNOUTS (20) times a session with an open stream signs out on the
// change's process: the delay until that stream has ended (the access-change path, migration 0026).
import { randomUUID } from 'node:crypto';
import { EVENT_STREAM_PATH, type RealtimeEvent, SseParser } from '@portal/contract';
import pg from 'pg';
import { createSession } from '../src/identity/auth/session-queries';
import { post, rechargePlan } from '../src/money/ledger/index';
import { type Database, postgresDatabase } from '../src/platform/db/database';
import { companyScope } from '../src/platform/db/scoped-db';
import { startBenchApp } from './bench-app';
import { onBenchPglite, onGivenServer, prepareBenchDatabase } from './bench-database';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 100);
const STREAMS = Number(process.env.BENCH_STREAMS ?? 20);
const SIGNOUTS = Number(process.env.BENCH_SIGNOUTS ?? 20);
async function json(base: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { lang: 'en', ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = (await response.json()) as { data: Record<string, unknown> };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer.data;
}

async function fundedCompany(base: string, database: Database) {
  const phone = `+9665${String(Date.now() + Math.floor(Math.random() * 1000)).slice(-8)}`;
  await json(base, 'POST', '/api/v1/auth/register', {
    company_name: 'Realtime Bench Co',
    owner_name: 'Bench',
    phone,
    email: 'bench@example.com',
  });
  const outbox = await json(base, 'GET', `/api/v1/dev/outbox?phone=${encodeURIComponent(phone)}`);
  const session = await json(base, 'POST', '/api/v1/auth/phone/verify', { phone, code: outbox.code });
  const token = session.token as string;
  const me = await json(
    base,
    'POST',
    '/api/v1/auth/user/me',
    { type: 'company', device_data: { type: 'web', version: '1.01', language: 'en' } },
    { authorization: `Bearer ${token}` },
  );
  const companyId = (me.role as { company: { id: string } }).company.id;
  const scope = companyScope(database.systemDb('bench: funding'), { companyId, membershipId: null });
  await scope.transaction((tx) =>
    post(tx, {
      type: 'deposit',
      description: { ar: 'رصيد', en: 'Funds', fr: 'Fonds' },
      createdAt: new Date(),
      postings: rechargePlan(1_000_000_000, 0, 'bank_clearing'),
    }),
  );
  return { token, userId: me.user as { id: string } };
}

/** A new session of the user (as a sign-in makes it), for the sign-out timing. */
const newSession = (database: Database, userId: string) => createSession(database.db, userId, new Date());

/** A stream reader that resolves a waiter per package reference. */
async function openStream(base: string, token: string) {
  const arrivals = new Map<string, (at: number) => void>();
  const controller = new AbortController();
  const response = await fetch(`${base}${EVENT_STREAM_PATH}`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
  const reader = response.body.getReader();
  const parser = new SseParser();
  const decoder = new TextDecoder();
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        const at = performance.now();
        for (const message of parser.push(decoder.decode(value, { stream: true }))) {
          if (message.event !== 'message') continue;
          const event = JSON.parse(message.data) as RealtimeEvent;
          arrivals.get(String(event.data.reference))?.(at);
        }
      }
    } catch {
      // closed
    }
  })();
  const ended = reader.closed.then(() => performance.now()).catch(() => performance.now());
  return {
    arrival: (reference: string) => new Promise<number>((resolve) => arrivals.set(reference, resolve)),
    ended,
    close: () => controller.abort(),
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const figures = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`;
};

async function run(label: string, changeOn: Database, streamOn: Database) {
  const writer = await startBenchApp(changeOn);
  const reader = changeOn === streamOn ? writer : await startBenchApp(streamOn);
  try {
    const { token, userId } = await fundedCompany(writer.base, changeOn);
    const catalog = await json(writer.base, 'GET', '/api/v1/public/packages/package', undefined, {
      authorization: `Bearer ${token}`,
    });
    const packageId = (catalog.items as { id: string }[])[0]!.id;
    const bystanders = [];
    for (let i = 0; i < STREAMS; i++) bystanders.push(await openStream(reader.base, token));
    const stream = await openStream(reader.base, token);
    const fromRequest: number[] = [];
    const fromAnswer: number[] = [];
    for (let i = 0; i < EVENTS; i++) {
      const started = performance.now();
      const bought = await json(
        writer.base,
        'POST',
        '/api/v1/company/package/buy',
        { source: 'published', published_package_id: packageId, payment_method: 'wallet' },
        { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
      );
      const answered = performance.now();
      const arrived = await stream.arrival((bought.package as { reference: string }).reference);
      fromRequest.push(arrived - started);
      fromAnswer.push(Math.max(0, arrived - answered));
    }
    stream.close();
    for (const bystander of bystanders) bystander.close();
    console.log(`${label}: ${EVENTS} package purchases → NEW_PACKAGE on the stream (${STREAMS} other streams open)`);
    console.log(`  from sending the change: ${figures(fromRequest)}`);
    console.log(`  from its answer (committed): ${figures(fromAnswer)}`);

    const signedOut: number[] = [];
    for (let i = 0; i < SIGNOUTS; i++) {
      const session = await newSession(changeOn, userId.id);
      const open = await openStream(reader.base, session);
      const answered = await fetch(`${writer.base}/api/v1/auth/user/logout`, {
        method: 'POST',
        headers: { authorization: `Bearer ${session}` },
      });
      const at = performance.now();
      if (!answered.ok) throw new Error(`logout answered ${answered.status}`);
      const ended = await Promise.race([
        open.ended,
        new Promise<number>((resolve) => setTimeout(resolve, 30_000, NaN)),
      ]);
      open.close();
      signedOut.push(Number.isNaN(ended) ? 30_000 : Math.max(0, ended - at));
    }
    if (SIGNOUTS > 0) console.log(`  sign-out answered → its stream ended (${SIGNOUTS}×): ${figures(signedOut)}`);
  } finally {
    await writer.app.close();
    if (reader !== writer) await reader.app.close();
  }
}

async function main() {
  await onBenchPglite((lite) => run('PGlite, one process', lite, lite));
  await onGivenServer('realtime_bench', async (url) => {
    const one = postgresDatabase(new pg.Pool({ connectionString: url, max: 10 }));
    const two = postgresDatabase(new pg.Pool({ connectionString: url, max: 10 }));
    try {
      await prepareBenchDatabase(one);
      await run('PostgreSQL, change on process 1, stream on process 2', one, two);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
}

await main();
