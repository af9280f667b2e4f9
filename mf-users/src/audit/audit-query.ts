import { endpointQuery } from '@portal/shared';
import { AUDIT_ENDPOINTS } from '@portal/shared/contract';
import { queryOptions } from '@tanstack/react-query';

/** The audit log's page, from its declaration (admins only: the query is disabled for any other role). */
export const auditQuery = (query: Record<string, unknown>) =>
  queryOptions({
    ...endpointQuery(AUDIT_ENDPOINTS.list, { query }, { key: ['audit'] }),
    placeholderData: (previous) => previous,
  });
