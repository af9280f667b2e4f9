import {
  ACTIONS,
  actionItemSchema,
  listResultSchema,
  MODULES,
  moduleItemSchema,
  roleBodySchema,
  roleDeleteQuerySchema,
  roleIdParamsSchema,
  roleListQuerySchema,
  roleSchema,
  roleUpdateBodySchema,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { addRoute } from '../http/route';
import { createRole, deleteRole, getRole, roleList, updateRole } from './role-service';

const tags = ['company'];
const subject = 'b2b_roles_and_permissions';

/** company/roles/{module, action, role} (spec §7), mounted at /api/v1/company/roles. */
export async function roleRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'GET',
    url: '/module',
    rule: { ability: { action: 'read', subject } },
    summary: 'The module subjects a role can grant (spec §6)',
    tags,
    response: v.array(moduleItemSchema),
    handler: async () => MODULES.map((m) => ({ subject: m.subject, group: m.group })),
  });

  addRoute(app, {
    method: 'GET',
    url: '/action',
    rule: { ability: { action: 'read', subject } },
    summary: 'The actions a role can grant (spec §6)',
    tags,
    response: v.array(actionItemSchema),
    handler: async () => ACTIONS.map((action) => ({ action })),
  });

  addRoute(app, {
    method: 'GET',
    url: '/role',
    rule: { ability: { action: 'read', subject } },
    summary: "The company's roles with their permissions and user counts",
    tags,
    query: roleListQuerySchema,
    response: listResultSchema(roleSchema),
    handler: (ctx, { query }) => roleList(ctx, query),
  });

  addRoute(app, {
    method: 'GET',
    url: '/role/:id',
    rule: { ability: { action: 'read', subject } },
    summary: 'One role of the company',
    tags,
    params: roleIdParamsSchema,
    response: roleSchema,
    handler: (ctx, { params }) => getRole(ctx, params),
  });

  addRoute(app, {
    method: 'POST',
    url: '/role',
    rule: { ability: { action: 'insert', subject } },
    summary: 'Create a role: a name and (module, action) permissions',
    tags,
    body: roleBodySchema,
    response: roleSchema,
    created: true,
    message: 'success.created',
    handler: (ctx, { body }) => createRole(ctx, body),
  });

  addRoute(app, {
    method: 'PUT',
    url: '/role/:id',
    rule: { ability: { action: 'update', subject } },
    summary: 'Rename a role or change its permissions (applies at its users’ next request)',
    tags,
    params: roleIdParamsSchema,
    body: roleUpdateBodySchema,
    response: roleSchema,
    message: 'access.updated',
    handler: (ctx, { params, body }) => updateRole(ctx, { ...body, id: params.id }),
  });

  addRoute(app, {
    method: 'DELETE',
    url: '/role/:id',
    rule: { ability: { action: 'delete', subject } },
    summary: 'Delete a role; one in use needs move_to, the role its users move to',
    tags,
    params: roleIdParamsSchema,
    query: roleDeleteQuerySchema,
    response: v.null(),
    message: 'access.deleted',
    handler: (ctx, { params, query }) => deleteRole(ctx, { id: params.id, moveTo: query.move_to }),
  });
}
