import { auditEventSchema, auditListQuerySchema, listResultSchema } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../platform/http/route';
import { auditLog } from './audit-service';

/** Mounted at /api/v1/company/audit. Admins only: `manage all` is what the Admin role holds. */
export async function auditRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'GET',
    url: '/event',
    rule: { ability: { action: 'manage', subject: 'all' } },
    summary: "The company's audit log: who changed which user, resident or role, and when",
    tags: ['company'],
    query: auditListQuerySchema,
    response: listResultSchema(auditEventSchema),
    handler: (ctx, { query }) => auditLog(ctx, query),
  });
}
