import { createHash } from 'node:crypto';
import type { Queryable } from './database';

// Named (server-side prepared) statements of the list endpoints, one per shape of request (which filters are set,
// the sort, keyset paging…: what fixes the statement's text; every value is a placeholder). Drizzle builds a
// shape's text once instead of at every request, and PostgreSQL parses it once per pooled connection: both were
// most of a list's cost over a bare driver route (ADR 0018; issue 29.5 for the branch list). At most `NAMED_SHAPES`
// shapes of a family get a name per process and runner (each name costs a plan on every pooled connection); further
// shapes are built at each request and run unnamed.

const NAMED_SHAPES = 64;

type Family = { named: Map<string, unknown>; count: number };
const familiesByDb = new WeakMap<Queryable, Map<string, Family>>();

/**
 * The statements of one shape of `family` on `db`: `build(name)` makes them, preparing them under `name` (derived
 * from the shape's key, so one name never means two texts), or with `name` null past the limit (run unnamed).
 */
export function statementsForShape<T>(
  db: Queryable,
  family: string,
  key: string,
  build: (name: string | null) => T,
): T {
  let families = familiesByDb.get(db);
  if (!families) {
    families = new Map();
    familiesByDb.set(db, families);
  }
  let kept = families.get(family);
  if (!kept) {
    kept = { named: new Map(), count: 0 };
    families.set(family, kept);
  }
  const found = kept.named.get(key) as T | undefined;
  if (found) return found;
  if (kept.count >= NAMED_SHAPES) return build(null);
  const statements = build(`${family}_${createHash('sha1').update(key).digest('hex').slice(0, 16)}`);
  kept.named.set(key, statements);
  kept.count += 1;
  return statements;
}
