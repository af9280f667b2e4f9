import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Every embedded database of the app, its tests and benchmarks: with the pg_trgm extension the migrations create
 * (trigram indexes for contains-search, migration 0018); a data folder or dump made with it needs it loaded.
 * Its own module: the embedded database's thread loads this and PGlite, not the query layer.
 */
export function createPglite(options: PGliteOptions = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { ...options.extensions, pg_trgm } });
}
