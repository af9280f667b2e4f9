import { endpointQuery, type ListPageQuery, type PickerSearch } from '@portal/shared';
import { type EndpointInput, OPS_ENDPOINTS } from '@portal/shared/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

// The audit log of ops actions (OPS_ENDPOINTS.audit, newest first) and the companies its filter picks from
// (OPS_ENDPOINTS listCompanies, company: the filter shows only with read ops_companies).

/** The list page's URL state, as the log's query (the API validates every field). */
type AuditQuery = NonNullable<EndpointInput<typeof OPS_ENDPOINTS.audit>['query']>;

export const auditListQuery = (query: ListPageQuery) =>
  queryOptions({
    ...endpointQuery(OPS_ENDPOINTS.audit, { query: query as AuditQuery }, { key: ['ops', 'audit', 'list'] }),
    placeholderData: keepPreviousData,
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
