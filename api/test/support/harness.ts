import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type BuildAppOptions, buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/platform/config/config';
import type { Database } from '../../src/platform/db/database';
import { companies } from '../../src/platform/db/schema/index';
import { createTestDatabase } from './test-database';

/** A clock the test moves by hand. */
class TestClock {
  constructor(public time = Date.UTC(2025, 0, 15, 9, 0, 0)) {}
  now = () => new Date(this.time);
  advance(ms: number) {
    this.time += ms;
  }
  advanceSeconds(seconds: number) {
    this.advance(seconds * 1000);
  }
}

export function testConfig(env: Record<string, string> = {}, overrides: Partial<Config> = {}): Config {
  // Rate limits are raised so only the rate-limit test meets them. The outbox sender and the test gateway are
  // development-only and must be chosen explicitly (issue 16.1).
  const defaults = {
    CODE_SENDER: 'outbox',
    PAYMENT_GATEWAY: 'test',
    RATE_LIMIT_MAX: '100000',
    RATE_LIMIT_AUTH_MAX: '100000',
    // Many tests move the clock by days or years (validity, overdue jobs, statements): their sessions must outlive
    // it. sessions.test.ts checks the production lifetimes (12 h idle, 30 days) explicitly.
    SESSION_IDLE_MINUTES: String(100 * 365 * 24 * 60),
    SESSION_ABSOLUTE_DAYS: String(100 * 365),
    // Many tests change roles, memberships and sessions straight in the database and expect the next request to
    // see it: the caller cache (a few seconds in production) is off here; caller-cache.test.ts turns it on.
    CALLER_CACHE_MS: '0',
    // Jobs run when a test calls them (dispatchOutbox, deliverOutbound, runOverdueJob); the job-queue tests turn the
    // workers on.
    JOB_WORKERS: 'false',
  };
  return {
    ...loadConfig({ NODE_ENV: 'test', ...defaults, ...env }),
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: TestClock;
  close(): Promise<void>;
}

/** The real app on a fresh database (one per call: call it in beforeAll, close in afterAll). */
export async function createTestApp(
  options: Partial<BuildAppOptions> & { database?: Database; beforeReady?: (app: FastifyInstance) => void } = {},
): Promise<TestApp> {
  const { beforeReady, database: given, ...buildOptions } = options;
  const database = given ?? (await createTestDatabase());
  const clock = new TestClock();
  const app = await buildApp({
    config: testConfig(),
    now: clock.now,
    logger: false,
    migrate: false,
    ...buildOptions,
    database,
  });
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    // The test's own reads and set-ups look across companies on purpose: they use the named system door.
    database: { ...database, db: database.systemDb('test assertions and set-up') },
    clock,
    close: async () => {
      await app.close();
      if (!given) await database.close();
    },
  };
}

type TestAppOptions = Parameters<typeof createTestApp>[0];

/**
 * The test file's app on its own database: opened before its tests (beforeAll) and closed after them (afterAll).
 * Its parts are there once beforeAll has run: read them inside tests and hooks. Options that need something the
 * file makes in an earlier beforeAll (a folder, a server) are given as a function, read when the app opens.
 */
export function useTestApp(options: TestAppOptions | (() => TestAppOptions | Promise<TestAppOptions>) = {}): TestApp {
  let opened: TestApp | undefined;
  beforeAll(async () => {
    opened = await createTestApp(typeof options === 'function' ? await options() : options);
  });
  afterAll(() => opened?.close());
  const current = () => {
    if (!opened) throw new Error('the test app opens in beforeAll: use it inside tests and hooks');
    return opened;
  };
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    get clock() {
      return current().clock;
    },
    close: () => current().close(),
  };
}

// biome-ignore lint/suspicious/noExplicitAny: tests read answers freely; the contract schemas check their shape.
type Json = any;

export interface Answer {
  statusCode: number;
  body: { status: number; message: string; data: Json; errors?: Record<string, string[]>; requestId?: string };
  headers: Record<string, unknown>;
}

export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  /** ip: the peer's address (default 127.0.0.1), for per-source limits. */
  options: { body?: unknown; token?: string; headers?: Record<string, string>; ip?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await app.inject({
    method,
    url,
    headers,
    payload: options.body as object | undefined,
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
  return { statusCode: response.statusCode, body: response.json(), headers: response.headers };
}

let phoneCounter = 0;
/** A different valid Saudi mobile per call, in E.164. */
export function nextPhone(): string {
  phoneCounter += 1;
  return `+9665${String(process.pid % 1000).padStart(3, '0')}${String(phoneCounter).padStart(5, '0')}`;
}

export async function outboxCode(app: FastifyInstance, phone: string): Promise<string> {
  const answer = await call(app, 'GET', `/api/v1/dev/outbox?phone=${encodeURIComponent(phone)}`);
  if (answer.statusCode !== 200) throw new Error(`no outbox code for ${phone}: ${JSON.stringify(answer.body)}`);
  return answer.body.data.code;
}

export async function register(app: FastifyInstance, phone: string, companyName = 'Acme Facilities') {
  return call(app, 'POST', '/api/v1/auth/register', {
    body: { company_name: companyName, owner_name: 'Sara Owner', phone, email: 'owner@acme.example' },
  });
}

/** Verifies the phone with the code the outbox holds for it (a registration's or a login's). */
async function verifyOutboxCode(app: FastifyInstance, phone: string) {
  const code = await outboxCode(app, phone);
  const verified = await call(app, 'POST', '/api/v1/auth/phone/verify', { body: { phone, code } });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
  return { token: verified.body.data.token as string, deviceToken: verified.body.data.device_token as string };
}

/** What the payment flows ask of a buyer before its first invoice (ADR 0055): a VAT number and a national address. */
const TEST_BUYER_IDENTITY = {
  vatNumber: '311111111111113',
  nationalAddress: {
    building_number: '7235',
    street: 'Olaya Street',
    district: 'Al Olaya',
    city: 'Riyadh',
    postal_code: '12244',
    additional_number: null,
  },
};

/** Gives the company of `phone`'s owner the buyer identity, as its owner would on the account page. */
async function giveBuyerIdentity(app: FastifyInstance, phone: string) {
  await app.database
    .systemDb('test set-up: the buyer identity a new company types before buying')
    .update(companies)
    .set(TEST_BUYER_IDENTITY)
    .where(eq(companies.ownerPhone, phone));
}

/**
 * Registers a company owner and signs in: returns the bearer token. The company has its buyer identity unless
 * `withoutBuyerIdentity` (the tests of the refusal).
 */
export async function registerAndSignIn(
  app: FastifyInstance,
  phone = nextPhone(),
  companyName?: string,
  options: { withoutBuyerIdentity?: boolean } = {},
) {
  const registered = await register(app, phone, companyName);
  if (registered.statusCode !== 201) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  // The company exists once the phone is verified.
  const tokens = await verifyOutboxCode(app, phone);
  if (!options.withoutBuyerIdentity) await giveBuyerIdentity(app, phone);
  return { phone, ...tokens };
}

/** Signs an existing user in as the sign-in page does, by a login code (read from the outbox): the bearer token. */
export async function signInWithCode(app: FastifyInstance, phone: string): Promise<string> {
  const login = await call(app, 'POST', '/api/v1/auth/login', { body: { phone } });
  if (login.statusCode !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return (await verifyOutboxCode(app, phone)).token;
}

/** Signs an existing user in with their password: the bearer token. */
export async function signInWithPassword(app: FastifyInstance, phone: string, password: string): Promise<string> {
  const signin = await call(app, 'POST', '/api/v1/auth/signin', { body: { phone, password } });
  if (signin.statusCode !== 200) throw new Error(`sign-in failed: ${JSON.stringify(signin.body)}`);
  return signin.body.data.token as string;
}

export const userMe = (app: FastifyInstance, token: string, body: Record<string, unknown> = {}, headers = {}) =>
  call(app, 'POST', '/api/v1/auth/user/me', {
    token,
    headers,
    body: { type: 'company', device_data: { type: 'web', version: '1.01', language: 'en' }, ...body },
  });
