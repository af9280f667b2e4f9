import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database, Queryable } from '../db/database';
import type { Logger } from '../logger';

// How the database tells every API process that companies have new events (DOMAIN.md §7), and that someone's
// access changed (issue 26.2: a session revoked, a membership, role or branch limit changed; migration 0028's
// triggers, ADR 0032). On a PostgreSQL server: NOTIFY inside the writing transaction (delivered only at commit, to
// every process that LISTENs, this one included), so "marked dispatched" and "announced" cannot part; both channels
// share one listening connection, so a process hears an access change before the events dispatched after it. On
// PGlite (one process): events through an in-process bus, access changes through PGlite's own LISTEN.

/** The companies whose streams should read new events, or 'all' after a gap (listener reconnected). */
export type Announcement = string[] | 'all';
type AnnouncementListener = (companies: Announcement) => void;
/** Whose access changed: keys `s:<session>`, `u:<user>`, `m:<membership>`, `r:<role>`; 'all' after a gap. */
export type AccessChange = string[] | 'all';
type AccessListener = (keys: AccessChange) => void;

export interface OutboxBus {
  /** Inside the dispatch transaction. */
  announce(tx: Queryable, companyIds: string[]): Promise<void>;
  /** After the dispatch transaction committed. */
  committed(companyIds: string[]): void;
  subscribe(listener: AnnouncementListener): () => void;
  subscribeAccess(listener: AccessListener): () => void;
  /**
   * Whether the access channel is heard: true once listening (after a reconnection too), false from the moment the
   * listening connection is lost or closed (the caller cache serves only while true, issue 29.5).
   */
  subscribeListening(listener: (heard: boolean) => void): () => void;
  start(): Promise<void>;
  close(): Promise<void>;
}

const OUTBOX_CHANNEL = 'portal_outbox';
const ACCESS_CHANNEL = 'portal_access';

class Listeners<T> {
  readonly #listeners = new Set<(value: T) => void>();
  add(listener: (value: T) => void) {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  }
  emit(value: T) {
    for (const listener of this.#listeners) listener(value);
  }
}

/** A NOTIFY payload: a JSON array of strings; anything else (`"*"`, garbled) means everyone. */
function parseList(payload: string | undefined): string[] | 'all' {
  try {
    const value: unknown = JSON.parse(payload ?? '');
    return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : 'all';
  } catch {
    return 'all';
  }
}

function inProcessBus(listen: NonNullable<Database['listenInProcess']>): OutboxBus {
  const listeners = new Listeners<Announcement>();
  const access = new Listeners<AccessChange>();
  const heard = new Listeners<boolean>();
  let stop: (() => Promise<void>) | null = null;
  return {
    announce: async () => {},
    committed: (companyIds) => listeners.emit(companyIds),
    subscribe: (listener) => listeners.add(listener),
    subscribeAccess: (listener) => access.add(listener),
    subscribeListening: (listener) => heard.add(listener),
    start: async () => {
      stop = await listen(ACCESS_CHANNEL, (payload) => access.emit(parseList(payload)));
      heard.emit(true);
    },
    close: async () => {
      heard.emit(false);
      await stop?.().catch(() => {});
      stop = null;
    },
  };
}

/** LISTEN on a dedicated connection; reconnects after a loss and then asks every stream to catch up. */
function postgresBus(newClient: () => pg.Client, log: Logger, retryMs = 1_000): OutboxBus {
  const listeners = new Listeners<Announcement>();
  const access = new Listeners<AccessChange>();
  const heard = new Listeners<boolean>();
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (isReconnect: boolean) => {
    const next = newClient();
    next.on('notification', (message) => {
      if (message.channel === OUTBOX_CHANNEL) listeners.emit(parseList(message.payload));
      else if (message.channel === ACCESS_CHANNEL) access.emit(parseList(message.payload));
    });
    const lost = (error?: Error) => {
      if (closed || client !== next) return;
      heard.emit(false);
      log.warn({ err: error }, 'outbox listener connection lost; reconnecting');
      client = null;
      next.end().catch(() => {});
      retry = setTimeout(() => connect(true).catch(() => lost()), retryMs);
    };
    next.on('error', lost);
    next.on('end', () => lost());
    client = next;
    await next.connect();
    await next.query(`LISTEN ${OUTBOX_CHANNEL}; LISTEN ${ACCESS_CHANNEL}`);
    // Lost while LISTEN was on its way: not heard (the reconnection says so again).
    if (closed || client !== next) return;
    heard.emit(true);
    // Announcements sent while nobody listened are gone: every open stream re-reads from its last id, and checks
    // its access again.
    if (isReconnect) {
      access.emit('all');
      listeners.emit('all');
    }
  };

  return {
    announce: async (tx, companyIds) => {
      if (companyIds.length > 0) {
        await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, ${JSON.stringify(companyIds)})`);
      }
    },
    committed: () => {},
    subscribe: (listener) => listeners.add(listener),
    subscribeAccess: (listener) => access.add(listener),
    subscribeListening: (listener) => heard.add(listener),
    start: () => connect(false),
    close: async () => {
      closed = true;
      heard.emit(false);
      clearTimeout(retry);
      await client?.end().catch(() => {});
      client = null;
    },
  };
}

export function outboxBus(database: Database, log: Logger): OutboxBus {
  return database.listenInProcess
    ? inProcessBus(database.listenInProcess)
    : postgresBus(() => database.dedicatedClient()!, log);
}
