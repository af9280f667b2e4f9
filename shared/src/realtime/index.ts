export { EventStream, type EventStreamOptions, type StreamStatus } from './event-stream';
export { realtime } from './realtime';
export { CHAT_QUERY_KEY, NOTIFICATIONS_QUERY_KEY, queryKeysFor } from './realtime-query-keys';
export {
  mayFollowLive,
  useFallbackInterval,
  useLiveCountersReady,
  useRealtimeConnection,
  useRealtimeStatus,
} from './use-realtime';
