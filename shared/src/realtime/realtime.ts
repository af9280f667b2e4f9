import { EVENT_STREAM_ROUTE, type RealtimeEvent } from '@portal/contract';
import { http } from '../http/client';
import { sessionHeaders } from '../http/request-headers';
import { queryClient } from '../query/query-client';
import { session } from '../session/session-store';
import { EventStream, type StreamStatus } from './event-stream';
import { NOTIFICATIONS_QUERY_KEY, queryKeysFor } from './realtime-query-keys';

// The tab's one realtime connection (`shared` is a singleton, so the shell and every remote share it). It runs
// while at least one component holds it, stops at sign-out, marks the matching query caches stale on each
// event and tells listeners (the snackbar, pages) about it.

type EventListener = (event: RealtimeEvent) => void;

const eventListeners = new Set<EventListener>();
const statusListeners = new Set<() => void>();
let holders = 0;
let wasDown = false;

const stream = new EventStream({
  url: () => `${http.defaults.baseURL ?? '/api/v1'}${EVENT_STREAM_ROUTE}`,
  headers: sessionHeaders,
  onEvent: (event) => {
    for (const key of queryKeysFor(event.type)) void queryClient.invalidateQueries({ queryKey: key });
    for (const listener of eventListeners) listener(event);
  },
  onStatus: (status) => {
    // Back after a gap: replay covers the events, a refresh covers anything polling would have shown.
    if (status === 'open' && wasDown) void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
    wasDown = status === 'down';
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
