import { api, type ListPageQuery, type PickerSearch } from '@portal/shared';
import type { ListResult, OpsAuditEntry, OpsCompany, OpsCompanyDetail } from '@portal/shared/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

// The audit log of ops actions (GET ops/audit, newest first) and the companies its filter picks from.

export const auditListQuery = (query: ListPageQuery) =>
  queryOptions({
    queryKey: ['ops', 'audit', 'list', query],
    queryFn: () => api.get<ListResult<OpsAuditEntry>>('/ops/audit', query),
    placeholderData: keepPreviousData,
  });

export const companySearchQuery = (search: PickerSearch) =>
  queryOptions({
    queryKey: ['ops', 'companies', 'search', search],
    queryFn: () => api.get<ListResult<OpsCompany>>('/ops/companies', search),
    placeholderData: keepPreviousData,
  });

/** A company chosen in the URL, for the filter's label. */
export const companyQuery = (id: string) =>
  queryOptions({
    queryKey: ['ops', 'companies', 'one', id],
    queryFn: () => api.get<OpsCompanyDetail>(`/ops/companies/${id}`),
    staleTime: 60_000,
  });
