import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database, Queryable } from '../db/database';
import type { Logger } from '../logger';

// How the dispatcher tells every API process that companies have new events (DOMAIN.md §7). On a PostgreSQL
// server: NOTIFY inside the dispatch transaction (delivered only at commit, to every process that LISTENs, this
// one included), so "marked dispatched" and "announced" cannot part. On PGlite (one process): an in-process bus.

/** The companies whose streams should read new events, or 'all' after a gap (listener reconnected). */
export type Announcement = string[] | 'all';
type AnnouncementListener = (companies: Announcement) => void;

export interface OutboxBus {
  /** Inside the dispatch transaction. */
  announce(tx: Queryable, companyIds: string[]): Promise<void>;
  /** After the dispatch transaction committed. */
  committed(companyIds: string[]): void;
  subscribe(listener: AnnouncementListener): () => void;
  start(): Promise<void>;
  close(): Promise<void>;
}

const OUTBOX_CHANNEL = 'portal_outbox';

class Listeners {
  readonly #listeners = new Set<AnnouncementListener>();
  add(listener: AnnouncementListener) {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  }
  emit(companies: Announcement) {
    for (const listener of this.#listeners) listener(companies);
  }
}

function inProcessBus(): OutboxBus {
  const listeners = new Listeners();
  return {
    announce: async () => {},
    committed: (companyIds) => listeners.emit(companyIds),
    subscribe: (listener) => listeners.add(listener),
    start: async () => {},
    close: async () => {},
  };
}

/** LISTEN on a dedicated connection; reconnects after a loss and then asks every stream to catch up. */
function postgresBus(newClient: () => pg.Client, log: Logger, retryMs = 1_000): OutboxBus {
  const listeners = new Listeners();
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (isReconnect: boolean) => {
    const next = newClient();
    next.on('notification', (message) => {
      if (message.channel !== OUTBOX_CHANNEL) return;
      try {
        listeners.emit(JSON.parse(message.payload ?? '[]') as string[]);
      } catch {
        listeners.emit('all');
      }
    });
    const lost = (error?: Error) => {
      if (closed || client !== next) return;
      log.warn({ err: error }, 'outbox listener connection lost; reconnecting');
      client = null;
      next.end().catch(() => {});
      retry = setTimeout(() => connect(true).catch(() => lost()), retryMs);
    };
    next.on('error', lost);
    next.on('end', () => lost());
    client = next;
    await next.connect();
    await next.query(`LISTEN ${OUTBOX_CHANNEL}`);
    // Announcements sent while nobody listened are gone: every open stream re-reads from its last id.
    if (isReconnect) listeners.emit('all');
  };

  return {
    announce: async (tx, companyIds) => {
      if (companyIds.length > 0) {
        await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, ${JSON.stringify(companyIds)})`);
      }
    },
    committed: () => {},
    subscribe: (listener) => listeners.add(listener),
    start: () => connect(false),
    close: async () => {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
      client = null;
    },
  };
}

export function outboxBus(database: Database, log: Logger): OutboxBus {
  return database.kind === 'postgres' ? postgresBus(() => database.dedicatedClient()!, log) : inProcessBus();
}
