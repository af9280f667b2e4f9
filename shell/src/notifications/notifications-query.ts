import { api, NOTIFICATIONS_QUERY_KEY, useFallbackInterval } from '@portal/shared';
import type { NotificationList } from '@portal/shared/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

// The caller's in-app notifications (api: /company/notifications). The realtime stream marks them stale on
// each event (shared/src/realtime), so the bell and this page update live; the one-minute poll runs only while
// the stream is down.
const key = NOTIFICATIONS_QUERY_KEY;
const FALLBACK_POLL_MS = 60_000;

const notificationsQuery = (perPage: number, page: number, refetchInterval: number | false) =>
  queryOptions({
    queryKey: [...key, perPage, page],
    queryFn: () => api.get<NotificationList>('/company/notifications', { perPage, page }, { silent: true }),
    refetchInterval,
  });

export function useNotifications(perPage: number, page = 1, enabled = true) {
  const refetchInterval = useFallbackInterval(FALLBACK_POLL_MS);
  return useQuery({ ...notificationsQuery(perPage, page, refetchInterval), enabled });
}

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<null>(`/company/notifications/${id}/read`, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<null>('/company/notifications/read-all', {}),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}
