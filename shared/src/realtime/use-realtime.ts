import { mayOpenLiveStream } from '@portal/contract';
import { useEffect, useSyncExternalStore } from 'react';
import { ability } from '../ability/app-ability';
import type { StreamStatus } from './event-stream';
import { realtime } from './realtime';

/**
 * Whether the signed-in member gets the live stream: they may read the bell or anything an event names (issue 28.5;
 * the API sends each event only to whoever may read it).
 */
export const mayFollowLive = () => mayOpenLiveStream((action, subject) => ability.can(action, subject));

/** Holds the tab's realtime connection while mounted and `enabled` (the shell's header does, see mayFollowLive). */
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
