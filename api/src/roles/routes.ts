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
import { requestScope } from '../db/company-scope';
import { notFound } from '../http/app-error';
import { listResult } from '../http/list-query';
import { addRoute } from '../http/route';
import { findRole, listRoles } from './role-queries';
import { createRole, deleteRole, updateRole } from './role-service';

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
    handler: async (_ctx, _input) => MODULES.map((m) => ({ subject: m.subject, group: m.group })),
  });

  addRoute(app, {
    method: 'GET',
    url: '/action',
    rule: { ability: { action: 'read', subject } },
    summary: 'The actions a role can grant (spec §6)',
    tags,
    response: v.array(actionItemSchema),
    handler: async (_ctx, _input) => ACTIONS.map((action) => ({ action })),
  });

  addRoute(app, {
    method: 'GET',
    url: '/role',
    rule: { ability: { action: 'read', subject } },
    summary: "The company's roles with their permissions and user counts",
    tags,
    query: roleListQuerySchema,
    response: listResultSchema(roleSchema),
    handler: async (_ctx, { query }, { request }) => {
      const { items, total } = await listRoles(requestScope(app.database.db, request), query);
      return listResult(items, total, query);
    },
  });

  addRoute(app, {
    method: 'GET',
    url: '/role/:id',
    rule: { ability: { action: 'read', subject } },
    summary: 'One role of the company',
    tags,
    params: roleIdParamsSchema,
    response: roleSchema,
    handler: async (_ctx, { params }, { request }) => {
      const role = await findRole(requestScope(app.database.db, request), params.id);
      if (!role) throw notFound();
      return role;
    },
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
    handler: async (_ctx, { body }, { request }) => createRole({ app, request }, body),
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
    handler: async (_ctx, { params, body }, { request }) => updateRole({ app, request }, params.id, body),
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
    handler: async (_ctx, { params, query }, { request }) => {
      await deleteRole({ app, request }, params.id, query.move_to);
      return null;
    },
  });
}
