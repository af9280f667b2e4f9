import { AUDIT_ENDPOINTS } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { addEndpoint } from '../../platform/http/endpoint-route';
import { auditLog } from './audit-service';

/** The company's audit log (contract AUDIT_ENDPOINTS): admins only, registered without a prefix. */
export async function auditRoutes(app: FastifyInstance) {
  addEndpoint(app, AUDIT_ENDPOINTS.list, (ctx, { query }) => auditLog(ctx, query));
}
