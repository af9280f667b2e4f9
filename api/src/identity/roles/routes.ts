import { ACTIONS, MODULES, ROLE_ENDPOINTS } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { addEndpoint } from '../../platform/http/endpoint-route';
import { createRole, deleteRole, getRole, roleList, updateRole } from './role-service';

/** company/roles/{module, action, role} (spec §7), contract: ROLE_ENDPOINTS. */
export async function roleRoutes(app: FastifyInstance) {
  addEndpoint(app, ROLE_ENDPOINTS.modules, async () => MODULES.map((m) => ({ subject: m.subject, group: m.group })));
  addEndpoint(app, ROLE_ENDPOINTS.actions, async () => ACTIONS.map((action) => ({ action })));
  addEndpoint(app, ROLE_ENDPOINTS.list, (ctx, { query }) => roleList(ctx, query));
  addEndpoint(app, ROLE_ENDPOINTS.get, (ctx, { params }) => getRole(ctx, params));
  addEndpoint(app, ROLE_ENDPOINTS.create, (ctx, { body }) => createRole(ctx, body));
  addEndpoint(app, ROLE_ENDPOINTS.update, (ctx, { params, body }) => updateRole(ctx, { ...body, id: params.id }));
  addEndpoint(app, ROLE_ENDPOINTS.remove, (ctx, { params, query }) =>
    deleteRole(ctx, { id: params.id, moveTo: query.move_to }),
  );
}
