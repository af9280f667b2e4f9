import { auditEventSchema, auditListQuerySchema } from './audit';
import { endpoint } from './endpoint';
import { listResultSchema } from './list-query';

// The company's audit log (issue 5, 25.1). Admins only: `manage all` is what the Admin role holds.

export const AUDIT_ENDPOINTS = {
  list: endpoint({
    operationId: 'listAuditEvents',
    method: 'GET',
    path: 'company/audit/event',
    access: { ability: { action: 'manage', subject: 'all' } },
    summary: "The company's audit log: who changed which user, resident or role, and when",
    tag: 'company',
    query: auditListQuerySchema,
    response: listResultSchema(auditEventSchema),
  }),
} as const;
