import type { Config } from '../config/config';

// When a session ends (spec §8): the access layer's rule, read by sign-in (auth/session-queries.ts) and by the
// event stream's access checks (events/stream-access.ts), so neither reaches into the other.

export type Lifetimes = Config['sessions'];

/** Still within both lifetimes at `now`: used idle less than idleMs ago and created less than absoluteMs ago. */
export const isLive = (row: { createdAt: Date; lastSeenAt: Date }, now: Date, { idleMs, absoluteMs }: Lifetimes) =>
  now.getTime() - row.lastSeenAt.getTime() < idleMs && now.getTime() - row.createdAt.getTime() < absoluteMs;
