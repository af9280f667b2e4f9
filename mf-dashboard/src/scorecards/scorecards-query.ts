import { api } from '@portal/shared';
import type { Scorecards } from '@portal/shared/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** GET company/dashboard/scorecards for the year in the URL (null = this year). */
export function useScorecards(year: number | null) {
  return useQuery({
    queryKey: ['dashboard', 'scorecards', year ?? 'current'],
    queryFn: () => api.get<Scorecards>('/company/dashboard/scorecards', year ? { year } : {}),
    placeholderData: keepPreviousData,
  });
}
