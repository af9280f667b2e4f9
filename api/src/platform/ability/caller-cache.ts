import type { CallerRecord } from './caller-lookup';

/**
 * The caller look-up (session, memberships, permissions; ./caller-lookup.ts) kept per token for a few seconds, so
 * a burst of requests from one browser costs one read (issue 15 §5). A kept record is never older than the last
 * access change any process made (issue 29.5):
 * - every change of a session's revocation, a membership, a member's branches, a role or its permissions, a
 *   company's suspension or an ops account is announced by database triggers on the access channel (migrations 0028
 *   and 0054; PostgreSQL NOTIFY at commit to every API process, PGlite's LISTEN in process), and any announcement
 *   empties the cache (events-plugin.ts);
 * - the cache only serves while this process listens on that channel (`listening(true)`): before the listener is up,
 *   and from the moment its connection is lost until it is back, every request reads (nothing announced in a gap
 *   can be missed);
 * - every write request handled by this process, unless its route is declared access-neutral
 *   (`config.accessNeutral`), empties the cache before its answer goes out (ability-plugin.ts): the change applies at
 *   this process's next request even before the announcement arrives;
 * - expiry: session lifetimes and membership end dates are checked against the clock at each request, on the
 *   kept record (the record holds the dates, not the verdict).
 * A look-up that started before an emptying is not stored (generation), so it cannot put stale rights back.
 * Unknown tokens are never kept; the size is bounded (oldest first out).
 */
export class CallerCache {
  readonly #entries = new Map<string, { record: CallerRecord; until: number }>();
  #generation = 0;
  #listening = false;

  constructor(
    readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  /** Whether records are kept and served now: a TTL, and the access channel heard. */
  get active(): boolean {
    return this.ttlMs > 0 && this.#listening;
  }

  async get(tokenHash: string, load: () => Promise<CallerRecord | null>): Promise<CallerRecord | null> {
    if (!this.active) return load();
    const now = this.clock();
    const kept = this.#entries.get(tokenHash);
    if (kept && kept.until > now) return kept.record;
    if (kept) this.#entries.delete(tokenHash);
    const generation = this.#generation;
    const record = await load();
    if (record && generation === this.#generation && this.active) {
      if (this.#entries.size >= this.maxEntries) {
        const oldest = this.#entries.keys().next().value;
        if (oldest !== undefined) this.#entries.delete(oldest);
      }
      this.#entries.set(tokenHash, { record, until: now + this.ttlMs });
    }
    return record;
  }

  /** Forgets every kept caller (after an access change or a write; see above). */
  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
  }

  /**
   * Whether this process hears the access channel: false empties the cache and keeps it off (every request reads)
   * until true again.
   */
  listening(heard: boolean): void {
    this.clear();
    this.#listening = heard;
  }
}
