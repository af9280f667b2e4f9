import type { Db } from '../db/database';
import { CompanyScope } from '../db/scoped-db';
import type { Logger } from '../logger';
import { type DispatchedEvent, eventsAfter } from './event-queries';
import type { AccessChange, Announcement, OutboxBus } from './outbox-bus';

// The open streams of this process, by company. An announcement makes the company's streams read what follows
// the oldest last id among them — one query per company — and each stream writes the events after its own last
// id. Replay (Last-Event-ID) and live delivery are the same read, so they cannot disagree or skip. An access
// change (migration 0028) makes the streams it concerns read their access again; the others cost a key compare.

export interface StreamSubscriber {
  companyId: string;
  /** The delivery number of the last event this stream has passed (sent or filtered out). */
  lastSeq: number;
  deliver(events: DispatchedEvent[]): void;
  /** The access-change keys that concern this stream (`s:<session>`, `u:<user>`, `m:<membership>`, `r:<role>`). */
  readonly accessKeys: readonly string[];
  /** Reads its access again (and ends itself if it no longer has any). */
  recheck(): void;
  /** Ends the stream: 'shutdown' when the process is going away (the client reconnects elsewhere at once). */
  end(reason?: 'shutdown'): void;
}

const PAGE = 500;

export class StreamHub {
  readonly #db: Db;
  readonly #log: Logger;
  readonly #byCompany = new Map<string, Set<StreamSubscriber>>();
  /** A company whose read is running, with whether another was asked meanwhile. */
  readonly #reading = new Map<string, { again: boolean }>();
  readonly #unsubscribe: (() => void)[];

  constructor(db: Db, bus: OutboxBus, log: Logger) {
    this.#db = db;
    this.#log = log;
    this.#unsubscribe = [
      bus.subscribe((companies) => this.#announced(companies)),
      bus.subscribeAccess((change) => this.#accessChanged(change)),
    ];
  }

  /** Registers a stream and sends it what it missed; answers its removal. */
  add(subscriber: StreamSubscriber): () => void {
    let set = this.#byCompany.get(subscriber.companyId);
    if (!set) {
      set = new Set();
      this.#byCompany.set(subscriber.companyId, set);
    }
    set.add(subscriber);
    this.read(subscriber.companyId);
    return () => {
      set.delete(subscriber);
      if (set.size === 0 && this.#byCompany.get(subscriber.companyId) === set) {
        this.#byCompany.delete(subscriber.companyId);
      }
    };
  }

  get size(): number {
    let count = 0;
    for (const set of this.#byCompany.values()) count += set.size;
    return count;
  }

  /** Ends every open stream (before the server closes: open streams would keep it waiting). */
  close() {
    for (const unsubscribe of this.#unsubscribe) unsubscribe();
    for (const set of [...this.#byCompany.values()]) for (const subscriber of [...set]) subscriber.end('shutdown');
    this.#byCompany.clear();
  }

  #announced(companies: Announcement) {
    const ids = companies === 'all' ? [...this.#byCompany.keys()] : companies;
    for (const companyId of ids) if (this.#byCompany.has(companyId)) this.read(companyId);
  }

  #accessChanged(change: AccessChange) {
    const keys = change === 'all' ? null : new Set(change);
    for (const set of this.#byCompany.values()) {
      for (const subscriber of set) {
        if (!keys || subscriber.accessKeys.some((key) => keys.has(key))) subscriber.recheck();
      }
    }
  }

  /** Reads the company's new events for its streams; one read at a time per company, coalescing requests. */
  read(companyId: string) {
    const running = this.#reading.get(companyId);
    if (running) {
      running.again = true;
      return;
    }
    const state = { again: false };
    this.#reading.set(companyId, state);
    this.#readLoop(companyId, state)
      .catch((error: unknown) => this.#log.error({ err: error, companyId }, 'event stream read failed'))
      .finally(() => this.#reading.delete(companyId));
  }

  async #readLoop(companyId: string, state: { again: boolean }) {
    const scope = new CompanyScope(this.#db, { companyId, membershipId: null });
    for (;;) {
      state.again = false;
      const subscribers = [...(this.#byCompany.get(companyId) ?? [])];
      if (subscribers.length === 0) return;
      const from = Math.min(...subscribers.map((subscriber) => subscriber.lastSeq));
      const events = await eventsAfter(scope, from, PAGE);
      for (const subscriber of subscribers) {
        const fresh = events.filter((event) => event.seq > subscriber.lastSeq);
        if (fresh.length > 0) subscriber.deliver(fresh);
      }
      if (events.length < PAGE && !state.again) return;
    }
  }
}
