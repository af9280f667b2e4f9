import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type FileStorageConfig, fileStorageConfig } from '../files/storage/storage-config';
import { type EinvoicingConfig, einvoicingConfig } from './einvoicing-config';
import { trustedProxies } from './trusted-proxies';

// All settings come from the environment, read once at start. Production refuses to start on a missing secret
// rather than running with a development default. Development-only facilities (the outbox code sender and its
// GET /api/v1/dev/outbox, the test card gateway) fail closed (issue 16.1): they exist only when chosen explicitly,
// never in production and never on an address other machines can reach; unset means the real sender and gateway.

type CodeSenderKind = 'outbox' | 'whatsapp';
type PaymentGatewayKind = 'test' | 'moyasar';

/** Card payments (api/src/money/payments/gateway). The test gateway never exists in production. */
export interface PaymentsConfig {
  gateway: PaymentGatewayKind;
  /** Origin of the portal as the browser and the gateway see it: return pages and webhooks are built on it. */
  publicUrl: string;
  /** HMAC-SHA256 key of the test gateway's callbacks. */
  testGatewaySecret: string;
  moyasar: {
    apiUrl: string;
    secretKey: string;
    publishableKey: string;
    /** The secret_token Moyasar puts in every webhook body (set when the webhook is registered). */
    webhookSecret: string;
    timeoutMs: number;
  };
  /**
   * How often the overdue-transfer job runs, on the job queue's schedule (whole minutes; 0 = never, e.g. in tests
   * that call it by hand).
   */
  overdueJobIntervalMs: number;
}

/** The Firebase web app the shell registers push with (spec §5: every field non-empty). */
interface FirebaseWebConfig {
  apiKey: string;
  projectId: string;
  appId: string;
  messagingSenderId: string;
  vapidKey: string;
  /** Firebase Analytics (optional): the shell's spec §7 start event. */
  measurementId?: string;
}

/** WhatsApp order messages, e-mail and web push (api/src/messaging/outbound). Null / false = off, the default. */
interface OutboundConfig {
  /** WhatsApp order notifications through the Cloud API (WHATSAPP_* settings) to users who opted in. */
  whatsappOrders: { templates: { created: string; onTheWay: string; completed: string } } | null;
  /** smtp(s)://user:pass@host:port; e-mail order notifications to users who opted in. */
  smtp: { url: string; from: string } | null;
  /** Service account JSON of firebase-admin (sends) and the web app config the shell registers with. */
  firebase: { serviceAccount: string; web: FirebaseWebConfig } | null;
  /**
   * The first retry delay of a refused message (a queue job per message: the delay doubles at each retry, 5 attempts
   * in all), and how often the queue's sweep plans and enqueues what is pending (whole minutes; 0 = no sweep).
   */
  retryIntervalMs: number;
}

export interface Config {
  nodeEnv: 'production' | 'development' | 'test';
  port: number;
  host: string;
  logLevel: string;
  /** Proxies whose X-Forwarded-For is believed (config/trusted-proxies.ts); false: none. */
  trustProxy: string[] | false;
  /** node-postgres when set, embedded PGlite in dataDir otherwise. */
  databaseUrl: string | null;
  dataDir: string;
  /** Uploaded files live here with the local storage (and db:move copies them from here to S3). */
  filesDir: string;
  codeSender: CodeSenderKind;
  codeSecret: string;
  /**
   * Seconds before another code may be sent to a phone (LOGIN_CODE_RESEND_SECONDS, default 60 as the spec says,
   * 10–600). The browser suite shortens it: it would otherwise spend two minutes waiting out resends.
   */
  codeResendSeconds: number;
  whatsapp: {
    apiUrl: string;
    phoneNumberId: string;
    token: string;
    templateName: string;
    /** The template telling a person with an account that a company invites them (issue 26.6). */
    invitationTemplate: string;
    timeoutMs: number;
  };
  payments: PaymentsConfig;
  /** The OpenAPI UI and JSON at /api/docs (API_DOCS; on by default outside production, off in production). */
  apiDocs: boolean;
  rateLimit: {
    /** Requests per window per IP on every route. */
    globalMax: number;
    /** Requests per window per IP on the auth routes (codes, sign-in). */
    authMax: number;
    windowMs: number;
  };
  realtime: {
    /** A comment line on every open event stream this often, so proxies keep it and clients see it alive. */
    heartbeatMs: number;
    /**
     * How often the outbox dispatcher looks for undelivered events besides the wake-up after each change, on the job
     * queue's schedule (whole minutes; 0 = never).
     */
    dispatchIntervalMs: number;
  };
  /** External notification channels (issue 12.4, 12.6); each is off unless configured. */
  outbound: OutboundConfig;
  /** Session lifetimes (issue 16.7): a session unused for `idleMs` or older than `absoluteMs` ends. */
  sessions: {
    idleMs: number;
    absoluteMs: number;
  };
  /**
   * How long a caller's session and rights are kept between requests (ability/caller-cache.ts; 0: read at every
   * request). Any access change announced on the database's access channel empties it in every process.
   */
  callerCacheMs: number;
  /** SIGTERM / Ctrl-C: how long requests in flight get to finish before the process exits anyway (main.ts). */
  shutdownTimeoutMs: number;
  /** File storage (issue 24.3): the local folder `filesDir` or an S3-compatible bucket (files/storage). */
  fileStorage: FileStorageConfig;
  /** Health, readiness and metrics (issue 24.5, api/src/platform/health). */
  observe: ObserveConfig;
  /** The PostgreSQL job queue (issue 24.2, ADR 0025). */
  jobs: JobsConfig;
  /** The e-invoicing unit numbering the invoices (issue 31, ADR 0054). */
  einvoicing: EinvoicingConfig;
}

// --- Job queue (issue 24.2, ADR 0025) ---
export interface JobsConfig {
  /**
   * Whether this process works the queue and evaluates its schedules (JOB_WORKERS, default true). False: it only
   * enqueues (another process works); tests, which run jobs by hand, default to false.
   */
  workers: boolean;
  /** How often an idle worker looks for jobs (JOB_POLL_MS, at least 500). */
  pollMs: number;
  /** How often a process checks the schedules (JOB_CRON_CHECK_SECONDS; at most one process per check sends). */
  cronCheckSeconds: number;
}

function jobsConfig(env: Env, problems: string[]): JobsConfig {
  const pollMs = integer(env, 'JOB_POLL_MS', 1_000, problems);
  if (pollMs < 500) problems.push(`JOB_POLL_MS must be at least 500 (got ${pollMs})`);
  const cronCheckSeconds = integer(env, 'JOB_CRON_CHECK_SECONDS', 30, problems);
  if (cronCheckSeconds < 1) problems.push(`JOB_CRON_CHECK_SECONDS must be at least 1 (got ${cronCheckSeconds})`);
  return { workers: flag(env, 'JOB_WORKERS', true, problems), pollMs, cronCheckSeconds };
}
// --- end of job queue ---

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n - ${problems.join('\n - ')}`);
    this.name = 'ConfigError';
  }
}

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
export const DEV_CODE_SECRET = 'dev-only-code-secret-not-for-production';
export const DEV_TEST_GATEWAY_SECRET = 'dev-only-test-gateway-secret';

type Env = Record<string, string | undefined>;

/** 127.0.0.0/8, ::1 and localhost: a development-only facility is refused on any other listening address. */
export function isLoopbackHost(host: string): boolean {
  const address = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  return (
    address === 'localhost' || address === '::1' || /^(::ffff:)?127(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/.test(address)
  );
}

function flag(env: Env, name: string, fallback: boolean, problems: string[]): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  problems.push(`${name} must be "true" or "false" (got "${raw}")`);
  return fallback;
}

function integer(env: Env, name: string, fallback: number, problems: string[]): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    problems.push(`${name} must be a non-negative integer (got "${raw}")`);
    return fallback;
  }
  return value;
}

function boundedInteger(env: Env, name: string, fallback: number, [min, max]: [number, number], problems: string[]) {
  const value = integer(env, name, fallback, problems);
  if (value >= min && value <= max) return value;
  problems.push(`${name} must be between ${min} and ${max} (got ${value})`);
  return fallback;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** A zero lifetime would end every session at once; an idle limit beyond the absolute one would never apply. */
function sessionLifetimeProblems({ idleMs, absoluteMs }: Config['sessions']): string[] {
  const problems: string[] = [];
  if (idleMs === 0) problems.push('SESSION_IDLE_MINUTES must be at least 1');
  if (absoluteMs === 0) problems.push('SESSION_ABSOLUTE_DAYS must be at least 1');
  if (idleMs > absoluteMs && absoluteMs > 0) {
    problems.push('SESSION_IDLE_MINUTES must not exceed SESSION_ABSOLUTE_DAYS');
  }
  return problems;
}

/** FIREBASE_WEB_* all or none: spec §5 asks for every field of a push registration. */
function firebaseConfig(env: Env, problems: string[]): OutboundConfig['firebase'] {
  const names = {
    apiKey: 'FIREBASE_WEB_API_KEY',
    projectId: 'FIREBASE_WEB_PROJECT_ID',
    appId: 'FIREBASE_WEB_APP_ID',
    messagingSenderId: 'FIREBASE_WEB_SENDER_ID',
    vapidKey: 'FIREBASE_WEB_VAPID_KEY',
  } as const;
  const serviceAccount = env.FIREBASE_SERVICE_ACCOUNT?.trim() ?? '';
  const given = Object.values(names).filter((name) => env[name]?.trim());
  if (!serviceAccount && given.length === 0) return null;
  const missing = [
    ...(serviceAccount ? [] : ['FIREBASE_SERVICE_ACCOUNT']),
    ...Object.values(names).filter((name) => !env[name]?.trim()),
  ];
  if (missing.length > 0) {
    problems.push(`Web push needs every Firebase setting; missing: ${missing.join(', ')}`);
    return null;
  }
  if (!serviceAccount.startsWith('{')) {
    problems.push('FIREBASE_SERVICE_ACCOUNT must be the service account JSON (one line)');
    return null;
  }
  const web = Object.fromEntries(
    Object.entries(names).map(([key, name]) => [key, (env[name] ?? '').trim()]),
  ) as unknown as FirebaseWebConfig;
  // Optional: with it the shell sends spec §7's analytics start event (user id and name) to the same Firebase app.
  const measurementId = env.FIREBASE_WEB_MEASUREMENT_ID?.trim();
  return { serviceAccount, web: measurementId ? { ...web, measurementId } : web };
}

function outboundConfig(env: Env, whatsapp: Config['whatsapp'], problems: string[]): OutboundConfig {
  const whatsappOn = flag(env, 'WHATSAPP_ORDER_NOTIFICATIONS', false, problems);
  if (whatsappOn) {
    for (const [name, value] of [
      ['WHATSAPP_PHONE_NUMBER_ID', whatsapp.phoneNumberId],
      ['WHATSAPP_TOKEN', whatsapp.token],
    ]) {
      if (!value) problems.push(`${name} is required when WHATSAPP_ORDER_NOTIFICATIONS=true`);
    }
  }
  const smtpUrl = env.SMTP_URL?.trim() ?? '';
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) problems.push('SMTP_URL must start with smtp:// or smtps://');
  if (smtpUrl && !env.MAIL_FROM?.trim()) problems.push('MAIL_FROM is required when SMTP_URL is set');
  return {
    whatsappOrders: whatsappOn
      ? {
          templates: {
            created: env.WHATSAPP_TEMPLATE_ORDER_CREATED || 'order_created',
            onTheWay: env.WHATSAPP_TEMPLATE_ORDER_ON_THE_WAY || 'order_on_the_way',
            completed: env.WHATSAPP_TEMPLATE_ORDER_COMPLETED || 'order_completed',
          },
        }
      : null,
    smtp: smtpUrl ? { url: smtpUrl, from: env.MAIL_FROM?.trim() ?? '' } : null,
    firebase: firebaseConfig(env, problems),
    retryIntervalMs: integer(env, 'OUTBOUND_RETRY_INTERVAL_MS', 60_000, problems),
  };
}

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const nodeEnv = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const production = nodeEnv === 'production';

  // No default to the outbox: a deployment that forgets NODE_ENV must not publish login codes (issue 16.1).
  const codeSenderRaw = env.CODE_SENDER || 'whatsapp';
  if (codeSenderRaw !== 'outbox' && codeSenderRaw !== 'whatsapp') {
    problems.push(`CODE_SENDER must be "outbox" or "whatsapp" (got "${codeSenderRaw}")`);
  }
  const codeSender: CodeSenderKind = codeSenderRaw === 'whatsapp' ? 'whatsapp' : 'outbox';

  const whatsapp = {
    apiUrl: (env.WHATSAPP_API_URL || 'https://graph.facebook.com/v21.0').replace(/\/+$/, ''),
    phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID ?? '',
    token: env.WHATSAPP_TOKEN ?? '',
    templateName: env.WHATSAPP_TEMPLATE_NAME ?? '',
    invitationTemplate: env.WHATSAPP_TEMPLATE_COMPANY_INVITATION || 'company_invitation',
    timeoutMs: integer(env, 'WHATSAPP_TIMEOUT_MS', 10_000, problems),
  };
  if (codeSender === 'whatsapp') {
    const hint = env.CODE_SENDER ? '' : ' (CODE_SENDER is unset; CODE_SENDER=outbox is for local development)';
    for (const name of ['WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_TOKEN', 'WHATSAPP_TEMPLATE_NAME']) {
      if (!env[name]) problems.push(`${name} is required when CODE_SENDER=whatsapp${hint}`);
    }
  }

  const codeSecret = env.CODE_SECRET || (production ? '' : DEV_CODE_SECRET);
  if (production && codeSecret.length < 32)
    problems.push('CODE_SECRET (at least 32 characters) is required in production');

  const gatewayRaw = env.PAYMENT_GATEWAY || 'moyasar';
  if (gatewayRaw !== 'test' && gatewayRaw !== 'moyasar') {
    problems.push(`PAYMENT_GATEWAY must be "test" or "moyasar" (got "${gatewayRaw}")`);
  }
  const gateway: PaymentGatewayKind = gatewayRaw === 'moyasar' ? 'moyasar' : 'test';
  const moyasar = {
    apiUrl: (env.MOYASAR_API_URL || 'https://api.moyasar.com/v1').replace(/\/+$/, ''),
    secretKey: env.MOYASAR_SECRET_KEY ?? '',
    publishableKey: env.MOYASAR_PUBLISHABLE_KEY ?? '',
    webhookSecret: env.MOYASAR_WEBHOOK_SECRET ?? '',
    timeoutMs: integer(env, 'MOYASAR_TIMEOUT_MS', 10_000, problems),
  };
  if (gateway === 'moyasar') {
    const hint = env.PAYMENT_GATEWAY
      ? ''
      : ' (PAYMENT_GATEWAY is unset; PAYMENT_GATEWAY=test is for local development)';
    for (const name of ['MOYASAR_SECRET_KEY', 'MOYASAR_PUBLISHABLE_KEY', 'MOYASAR_WEBHOOK_SECRET']) {
      if (!env[name]) problems.push(`${name} is required when PAYMENT_GATEWAY=moyasar${hint}`);
    }
  }
  const publicUrl = (env.PUBLIC_URL || (production ? '' : 'http://localhost:8080')).replace(/\/+$/, '');
  if (production && !/^https:\/\//.test(publicUrl)) problems.push('PUBLIC_URL (https://…) is required in production');

  const config: Config = {
    nodeEnv,
    port: integer(env, 'PORT', 8090, problems),
    host: env.HOST || '127.0.0.1',
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: trustedProxies(env.TRUST_PROXY, problems),
    databaseUrl: env.DATABASE_URL || null,
    dataDir: resolve(env.DATA_DIR || resolve(repoRoot, '.data/pglite')),
    filesDir: resolve(env.FILES_DIR || resolve(repoRoot, '.data/files')),
    codeSender,
    codeSecret,
    codeResendSeconds: boundedInteger(env, 'LOGIN_CODE_RESEND_SECONDS', 60, [10, 600], problems),
    whatsapp,
    payments: {
      gateway,
      publicUrl,
      testGatewaySecret: env.TEST_GATEWAY_SECRET || DEV_TEST_GATEWAY_SECRET,
      moyasar,
      overdueJobIntervalMs: integer(env, 'TRANSFER_OVERDUE_JOB_MS', 5 * 60_000, problems),
    },
    apiDocs: flag(env, 'API_DOCS', !production, problems),
    rateLimit: {
      globalMax: integer(env, 'RATE_LIMIT_MAX', 300, problems),
      authMax: integer(env, 'RATE_LIMIT_AUTH_MAX', 20, problems),
      windowMs: integer(env, 'RATE_LIMIT_WINDOW_MS', 60_000, problems),
    },
    realtime: {
      heartbeatMs: integer(env, 'REALTIME_HEARTBEAT_MS', 20_000, problems),
      dispatchIntervalMs: integer(env, 'OUTBOX_DISPATCH_INTERVAL_MS', 60_000, problems),
    },
    outbound: outboundConfig(env, whatsapp, problems),
    sessions: {
      idleMs: integer(env, 'SESSION_IDLE_MINUTES', 12 * 60, problems) * MINUTE_MS,
      absoluteMs: integer(env, 'SESSION_ABSOLUTE_DAYS', 30, problems) * DAY_MS,
    },
    callerCacheMs: integer(env, 'CALLER_CACHE_MS', 3_000, problems),
    shutdownTimeoutMs: integer(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, problems),
    // File storage (issue 24.3): FILES_STORAGE and S3_*, checked in files/storage/storage-config.ts.
    fileStorage: fileStorageConfig(env, production, problems),
    observe: observeConfig(env, problems),
    jobs: jobsConfig(env, problems),
    einvoicing: einvoicingConfig(env, production, problems, resolve(repoRoot, '.data')),
  };
  problems.push(...sessionLifetimeProblems(config.sessions));
  problems.push(...developmentOnlyProblems(config));
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

// --- Health, readiness and metrics (issue 24.5) ---

interface ObserveConfig {
  /** Bearer token of GET /api/metrics (METRICS_TOKEN); null: loopback callers only. */
  metricsToken: string | null;
  /** How long each readiness check may take before it counts as failed (READY_TIMEOUT_MS). */
  readyTimeoutMs: number;
}

const MIN_METRICS_TOKEN_LENGTH = 16;

function observeConfig(env: Env, problems: string[]): ObserveConfig {
  const metricsToken = env.METRICS_TOKEN?.trim() || null;
  if (metricsToken && metricsToken.length < MIN_METRICS_TOKEN_LENGTH) {
    problems.push(`METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_LENGTH} characters`);
  }
  const readyTimeoutMs = integer(env, 'READY_TIMEOUT_MS', 2_000, problems);
  if (readyTimeoutMs === 0) problems.push('READY_TIMEOUT_MS must be at least 1');
  return { metricsToken, readyTimeoutMs };
}

// ---

/**
 * Why these settings must not run: a development-only facility in production or on a non-loopback address.
 * Checked by loadConfig and again by buildApp, so a configuration assembled in code cannot bypass it.
 */
export function developmentOnlyProblems(config: Config): string[] {
  const problems: string[] = [];
  const production = config.nodeEnv === 'production';
  const loopback = isLoopbackHost(config.host);
  if (config.codeSender === 'outbox') {
    if (production) problems.push('CODE_SENDER must be "whatsapp" when NODE_ENV=production');
    if (!loopback) problems.push(`CODE_SENDER=outbox is allowed only on a loopback HOST (got "${config.host}")`);
  }
  if (config.payments.gateway === 'test') {
    if (production) problems.push('PAYMENT_GATEWAY=test is not allowed when NODE_ENV=production');
    if (!loopback) problems.push(`PAYMENT_GATEWAY=test is allowed only on a loopback HOST (got "${config.host}")`);
  }
  return problems;
}
