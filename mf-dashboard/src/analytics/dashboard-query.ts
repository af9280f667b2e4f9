import { api } from '@portal/shared';
import type { Dashboard } from '@portal/shared/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

const dashboardQuery = () =>
  queryOptions({
    queryKey: ['dashboard', 'analytics'],
    queryFn: () => api.get<Dashboard>('/company/dashboard/dashboard'),
  });

export function useDashboard() {
  return useQuery(dashboardQuery());
}
