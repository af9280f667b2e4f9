export { EventStream, type EventStreamOptions, type StreamStatus } from './event-stream';
export { realtime } from './realtime';
export { NOTIFICATIONS_QUERY_KEY, queryKeysFor } from './realtime-query-keys';
export { useFallbackInterval, useRealtimeConnection, useRealtimeStatus } from './use-realtime';
