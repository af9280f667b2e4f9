import {
  EventStream,
  http,
  OPS_QUEUES_KEY,
  queryClient,
  type StreamStatus,
  session,
  sessionHeaders,
} from '@portal/shared';
import { OPS_EVENT_STREAM_ROUTE, OPS_QUEUE_CHANGED_EVENT, type RealtimeEvent } from '@portal/shared/contract';
import { useEffect, useSyncExternalStore } from 'react';
import { COMPANIES_KEY, INBOX_KEY, QUOTATIONS_KEY, REFUNDS_KEY, TRANSFERS_KEY } from './queue-keys';

// The console live (issue 27.3, 27.5; ADR 0044): one connection per tab to the ops event stream
// (api/src/back-office/ops/stream/ops-stream-routes.ts), held by the app while any console page is on screen. Each event marks
// stale the list it adds to and the navigation's counts, so an open queue shows a new item at once; the lists poll
// only while the stream is down.

type Key = readonly string[];
const LIVE_KEYS: Record<string, readonly Key[]> = {
  transfers_pending: [TRANSFERS_KEY],
  quotations_awaiting: [QUOTATIONS_KEY],
  refunds_pending: [REFUNDS_KEY],
  companies_to_verify: [COMPANIES_KEY],
};
const EVERY_KEY: readonly Key[] = [TRANSFERS_KEY, QUOTATIONS_KEY, REFUNDS_KEY, COMPANIES_KEY, INBOX_KEY];

/** The lists an event makes stale: its queue's (a new item) or the inbox's (a message); the counts always. */
export function keysOf(event: Pick<RealtimeEvent, 'type' | 'data'>): readonly Key[] {
  const lists =
    event.type === OPS_QUEUE_CHANGED_EVENT ? (LIVE_KEYS[String(event.data.queue)] ?? []) : ([INBOX_KEY] as const);
  return [...lists, OPS_QUEUES_KEY];
}

/**
 * Reads again what is on screen. A refetch in flight (it may predate the change) is dropped by the invalidation
 * itself; a first read in flight is left alone, so a page that is opening never sees its read cancelled.
 */
function refresh(keys: readonly Key[]) {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}

const listeners = new Set<() => void>();
let holders = 0;
let wasLive = false;

const stream = new EventStream({
  url: () => `${http.defaults.baseURL ?? '/api/v1'}${OPS_EVENT_STREAM_ROUTE}`,
  headers: sessionHeaders,
  onEvent: (event) => refresh(keysOf(event)),
  onStatus: (status) => {
    // Live again: what was written meanwhile came as no event. Live no more: a read now starts the lists polling.
    // (Not at each retry while down: the polling covers that.)
    const live = status === 'open';
    if (live !== wasLive) refresh([...EVERY_KEY, OPS_QUEUES_KEY]);
    wasLive = live;
    for (const listener of listeners) listener();
  },
});

session.subscribe((state) => {
  if (!state.token) stream.stop();
});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const status = (): StreamStatus => stream.status;

/** Holds the tab's one stream while mounted and `enabled` (the app, for any ops role). */
export function useOpsEventStream(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    holders += 1;
    stream.start();
    return () => {
      holders -= 1;
      if (holders === 0) stream.stop();
    };
  }, [enabled]);
}

/** How often a list polls: never while the stream is live, `fallbackMs` otherwise (a query's refetchInterval). */
export const pollUnlessLive = (fallbackMs: number) => (): number | false =>
  stream.status === 'open' ? false : fallbackMs;

/** The same, as a value that re-renders when the stream goes up or down (the inbox's panes take a number). */
export function useOpsLivePolling(fallbackMs: number): number | false {
  return useSyncExternalStore(subscribe, status, status) === 'open' ? false : fallbackMs;
}
