import { endpointList, endpointQuery, type PickerSearch } from '@portal/shared';
import { OPS_ENDPOINTS } from '@portal/shared/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

// The audit log of ops actions (OPS_ENDPOINTS.audit, newest first) and the companies its filter picks from
// (OPS_ENDPOINTS listCompanies, company: the filter shows only with read ops_companies).

/** The log: filters actor, action, company and dates (audit-filters.tsx). */
export const auditList = endpointList(OPS_ENDPOINTS.audit, {
  key: ['ops', 'audit'],
  filterKeys: ['actor', 'action', 'company_id', 'date_from', 'date_to'],
});

export const companySearchQuery = (search: PickerSearch) =>
  queryOptions({
    ...endpointQuery(OPS_ENDPOINTS.listCompanies, { query: search }, { key: ['ops', 'companies', 'search'] }),
    placeholderData: keepPreviousData,
  });

/** A company chosen in the URL, for the filter's label. */
export const companyQuery = (id: string) =>
  queryOptions({
    ...endpointQuery(OPS_ENDPOINTS.company, { params: { id } }, { key: ['ops', 'companies', 'one'] }),
    staleTime: 60_000,
  });
