import { useEffect, useSyncExternalStore } from 'react';
import type { StreamStatus } from './event-stream';
import { realtime } from './realtime';

/** Holds the tab's realtime connection while mounted and `enabled` (the bell does, for users who may read it). */
export function useRealtimeConnection(enabled: boolean): void {
  useEffect(() => (enabled ? realtime.hold() : undefined), [enabled]);
}

export function useRealtimeStatus(): StreamStatus {
  return useSyncExternalStore(realtime.subscribeStatus, realtime.status, realtime.status);
}

/** How often a query should poll: never while the stream is live, `fallbackMs` while it is down. */
export function useFallbackInterval(fallbackMs: number): number | false {
  return useRealtimeStatus() === 'open' ? false : fallbackMs;
}
