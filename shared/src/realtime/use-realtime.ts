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

/**
 * Whether the counters every page shows (the bell, the Messages badge) may be read now: for a member who follows
 * live, once the stream has answered (open, down or refused). The stream reads them again when it opens
 * (realtime.ts: a change between the read and the open would come as no event), so reading them before it did
 * asked each endpoint twice per page load (issue 29.3). A member without the stream reads them at once.
 */
export function useLiveCountersReady(): boolean {
  const status = useRealtimeStatus();
  return !mayFollowLive() || (status !== 'idle' && status !== 'connecting');
}
