import { api } from '@portal/shared';
import type { NotificationList } from '@portal/shared/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

// The caller's in-app notifications (api: /company/notifications). Realtime push arrives with its own issue;
// until then the bell refreshes every minute and on focus.
const key = ['shell', 'notifications'] as const;

const notificationsQuery = (perPage: number, page = 1) =>
  queryOptions({
    queryKey: [...key, perPage, page],
    queryFn: () => api.get<NotificationList>('/company/notifications', { perPage, page }, { silent: true }),
    refetchInterval: 60_000,
  });

export function useNotifications(perPage: number, page = 1, enabled = true) {
  return useQuery({ ...notificationsQuery(perPage, page), enabled });
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
