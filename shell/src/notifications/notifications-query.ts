import {
  callEndpoint,
  endpointQuery,
  mayCall,
  NOTIFICATIONS_QUERY_KEY,
  useFallbackInterval,
  useLiveCountersReady,
} from '@portal/shared';
import { NOTIFICATION_ENDPOINTS as endpoints } from '@portal/shared/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

// The caller's in-app notifications (contract: NOTIFICATION_ENDPOINTS). The realtime stream marks them stale on
// each event (shared/src/realtime), so the bell and this page update live; the one-minute poll runs only while
// the stream is down.
const key = NOTIFICATIONS_QUERY_KEY;
const FALLBACK_POLL_MS = 60_000;

/** Whether the user's role may read notifications (the bell and the page show only then). */
export const mayReadNotifications = () => mayCall(endpoints.list);

/** Read once the live stream has answered (useLiveCountersReady): the stream's opening would read it again. */
export function useNotifications(perPage: number, page = 1) {
  const refetchInterval = useFallbackInterval(FALLBACK_POLL_MS);
  const ready = useLiveCountersReady();
  const query = endpointQuery(endpoints.list, { query: { perPage, page } }, { key, config: { silent: true } });
  return useQuery({ ...query, enabled: ready && query.enabled, refetchInterval });
}

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(endpoints.markRead, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(endpoints.markAllRead),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}
