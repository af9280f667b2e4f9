import { EVENT_STREAM_ROUTE, type RealtimeEvent } from '@portal/contract';
import type { QueryKey } from '@tanstack/react-query';
import { http } from '../http/client';
import { sessionHeaders } from '../http/request-headers';
import { queryClient } from '../query/query-client';
import { session } from '../session/session-store';
import { EventStream, type StreamStatus } from './event-stream';
import { CHAT_QUERY_KEY, NOTIFICATIONS_QUERY_KEY, queryKeysFor } from './realtime-query-keys';

// The tab's one realtime connection (`shared` is a singleton, so the shell and every remote share it). It runs
// while at least one component holds it, stops at sign-out, marks the matching query caches stale on each
// event and tells listeners (the snackbar, pages) about it.

type EventListener = (event: RealtimeEvent) => void;

const eventListeners = new Set<EventListener>();
const statusListeners = new Set<() => void>();
let holders = 0;

/**
 * Refetches the caches under `queryKey` that are on screen. An answer still in flight may have been read before
 * the change: TanStack Query hands that answer out as the refresh when the query has no data yet (its first fetch,
 * e.g. the badges right after a page load), and the change would stay hidden until the next event. So the fetch
 * in flight is dropped first (silently: whoever awaits it gets the new answer). Only on-screen queries: they are
 * the ones refetched at once.
 */
function refresh(queryKey: QueryKey) {
  void queryClient.cancelQueries({ queryKey, type: 'active' }, { silent: true });
  void queryClient.invalidateQueries({ queryKey });
}

/**
 * The counters every page shows (the bell, the Messages badge). A first connection starts at the present (no
 * Last-Event-ID), so a change made after they were read but before the stream opened comes as no event; after a
 * gap, replay brings the events but not what polling would have shown. Either way they are read again.
 */
const SHELL_COUNTERS: QueryKey[] = [NOTIFICATIONS_QUERY_KEY, CHAT_QUERY_KEY];

const stream = new EventStream({
  url: () => `${http.defaults.baseURL ?? '/api/v1'}${EVENT_STREAM_ROUTE}`,
  headers: sessionHeaders,
  onEvent: (event) => {
    for (const key of queryKeysFor(event.type)) refresh(key);
    for (const listener of eventListeners) listener(event);
  },
  onStatus: (status) => {
    if (status === 'open') for (const key of SHELL_COUNTERS) refresh(key);
    for (const listener of statusListeners) listener();
  },
});

session.subscribe((state) => {
  if (!state.token) stream.stop();
});

export const realtime = {
  /** Keeps the connection open while held (signed in); answers the release. */
  hold(): () => void {
    holders += 1;
    if (session.getState().token) stream.start();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      holders -= 1;
      if (holders === 0) stream.stop();
    };
  },
  status: (): StreamStatus => stream.status,
  /** True while events arrive live; polling is the fallback otherwise. */
  isLive: () => stream.status === 'open',
  subscribeStatus(listener: () => void): () => void {
    statusListeners.add(listener);
    return () => void statusListeners.delete(listener);
  },
  subscribe(listener: EventListener): () => void {
    eventListeners.add(listener);
    return () => void eventListeners.delete(listener);
  },
};
