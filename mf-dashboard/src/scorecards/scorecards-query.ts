import { callEndpoint } from '@portal/shared';
import { DASHBOARD_ENDPOINTS } from '@portal/shared/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** GET company/dashboard/scorecards (its declaration) for the year in the URL (null = this year). */
export function useScorecards(year: number | null) {
  return useQuery({
    queryKey: ['dashboard', 'scorecards', year ?? 'current'],
    queryFn: () => callEndpoint(DASHBOARD_ENDPOINTS.scorecards, { query: year ? { year } : {} }),
    placeholderData: keepPreviousData,
  });
}
