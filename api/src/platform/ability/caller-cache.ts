import type { CallerRecord } from './caller-lookup';

/**
 * The caller look-up (session, memberships, permissions; ./caller-lookup.ts) kept per token for a few seconds, so
 * a burst of requests from one browser costs one read (issue 15 §5). What still holds on every request:
 * - expiry: session lifetimes and membership end dates are checked against the clock at each request, on the
 *   kept record (the record holds the dates, not the verdict);
 * - every write request handled by this process (sign-out, role or permission edits, membership changes, a new
 *   session's device…) empties the cache when it answers (ability-plugin.ts): nothing that changes access can be
 *   missed by a route forgetting to say so;
 * - a change made by another API process, or straight in the database, shows after at most `ttlMs`: with two API
 *   processes behind one address, the TTL is the bound (README, "Per-request cost").
 * A look-up that started before an emptying is not stored (generation), so it cannot put stale rights back.
 * Unknown tokens are never kept; the size is bounded (oldest first out).
 */
export class CallerCache {
  readonly #entries = new Map<string, { record: CallerRecord; until: number }>();
  #generation = 0;

  constructor(
    readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  async get(tokenHash: string, load: () => Promise<CallerRecord | null>): Promise<CallerRecord | null> {
    if (this.ttlMs <= 0) return load();
    const now = this.clock();
    const kept = this.#entries.get(tokenHash);
    if (kept && kept.until > now) return kept.record;
    if (kept) this.#entries.delete(tokenHash);
    const generation = this.#generation;
    const record = await load();
    if (record && generation === this.#generation) {
      if (this.#entries.size >= this.maxEntries) {
        const oldest = this.#entries.keys().next().value;
        if (oldest !== undefined) this.#entries.delete(oldest);
      }
      this.#entries.set(tokenHash, { record, until: now + this.ttlMs });
    }
    return record;
  }

  /** Forgets every kept caller (after any write; see above). */
  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
  }
}
