import { api } from '@portal/shared';
import type { AuditEvent, ListResult } from '@portal/shared/contract';
import { queryOptions } from '@tanstack/react-query';

export const auditQuery = (query: Record<string, unknown>) =>
  queryOptions({
    queryKey: ['audit', query],
    queryFn: () => api.get<ListResult<AuditEvent>>('/company/audit/event', query),
    placeholderData: (previous) => previous,
  });
