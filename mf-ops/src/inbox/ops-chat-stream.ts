import { EventStream, http, queryClient, type StreamStatus, session, sessionHeaders } from '@portal/shared';
import { OPS_EVENT_STREAM_ROUTE } from '@portal/shared/contract';
import { useEffect, useSyncExternalStore } from 'react';
import { INBOX_KEY } from './inbox-queries';

// The inbox live (issue 27.5): one connection per tab to the ops chat stream (api/src/chat/ops-chat-stream.ts),
// held while the inbox is on screen. Any company's message marks the inbox's queries stale, so the list, the open
// conversation and its messages are read again at once; the queries poll only while the stream is down.

const listeners = new Set<() => void>();
let holders = 0;

/** Drops a read in flight (it may predate the change) and reads again what is on screen. */
function refresh() {
  void queryClient.cancelQueries({ queryKey: INBOX_KEY, type: 'active' }, { silent: true });
  void queryClient.invalidateQueries({ queryKey: INBOX_KEY });
}

const stream = new EventStream({
  url: () => `${http.defaults.baseURL ?? '/api/v1'}${OPS_EVENT_STREAM_ROUTE}`,
  headers: sessionHeaders,
  onEvent: refresh,
  onStatus: (status) => {
    // Connected (again): what was written meanwhile came as no event.
    if (status === 'open') refresh();
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

/**
 * Holds the stream while mounted and `enabled` (the role reads conversations); answers how often the inbox's queries
 * poll (never while it is live).
 */
export function useOpsChatStream(fallbackMs: number, enabled: boolean): number | false {
  useEffect(() => {
    if (!enabled) return;
    holders += 1;
    stream.start();
    return () => {
      holders -= 1;
      if (holders === 0) stream.stop();
    };
  }, [enabled]);
  return useSyncExternalStore(subscribe, status, status) === 'open' ? false : fallbackMs;
}
