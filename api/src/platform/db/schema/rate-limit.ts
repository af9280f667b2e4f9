import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { moment } from './columns';

// Issue 24.2: the per-source request counters of @fastify/rate-limit, shared by every API process on the database
// (rate-limit/postgres-rate-limit-store.ts): one row per limiter key, a fixed window that restarts when it is over.
export const rateLimitCounters = pgTable('rate_limit_counters', {
  /** The limiter's key (address, or address + route) with its window length. */
  key: text('key').primaryKey(),
  windowStart: moment('window_start').notNull(),
  hits: integer('hits').notNull(),
});
