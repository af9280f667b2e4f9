import { callEndpoint } from '@portal/shared';
import { DASHBOARD_ENDPOINTS } from '@portal/shared/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardFilters } from './use-dashboard-filters';

const dashboardQuery = (filters: DashboardFilters) =>
  queryOptions({
    queryKey: ['dashboard', 'analytics', filters.year ?? 'current', filters.branchId ?? 'all'],
    queryFn: () =>
      callEndpoint(DASHBOARD_ENDPOINTS.dashboard, {
        query: {
          ...(filters.year ? { year: filters.year } : {}),
          ...(filters.branchId ? { branch_id: filters.branchId } : {}),
        },
      }),
    // the previous year's charts stay while the next one loads (no flash of skeletons on each change)
    placeholderData: keepPreviousData,
  });

export function useDashboard(filters: DashboardFilters) {
  return useQuery(dashboardQuery(filters));
}
