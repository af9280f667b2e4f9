import * as v from 'valibot';
import { endpoint } from './endpoint';
import { listResultSchema } from './list-query';
import { actionItemSchema, moduleItemSchema } from './permissions';
import {
  roleBodySchema,
  roleDeleteQuerySchema,
  roleIdParamsSchema,
  roleListQuerySchema,
  roleSchema,
  roleUpdateBodySchema,
} from './roles';

// Spec §7 company/roles/{module, action, role} (issue 25.1): the role editor's endpoints, each declared once, all
// guarded by the roles module (b2b_roles_and_permissions).

const subject = 'b2b_roles_and_permissions';
const access = <const A extends 'read' | 'insert' | 'update' | 'delete'>(action: A) => ({
  ability: { action, subject },
});
const tag = 'company';

export const ROLE_ENDPOINTS = {
  modules: endpoint({
    operationId: 'listRoleModules',
    method: 'GET',
    path: 'company/roles/module',
    access: access('read'),
    summary: 'The module subjects a role can grant (spec §6)',
    tag,
    response: v.array(moduleItemSchema),
  }),
  actions: endpoint({
    operationId: 'listRoleActions',
    method: 'GET',
    path: 'company/roles/action',
    access: access('read'),
    summary: 'The actions a role can grant (spec §6)',
    tag,
    response: v.array(actionItemSchema),
  }),
  list: endpoint({
    operationId: 'listRoles',
    method: 'GET',
    path: 'company/roles/role',
    access: access('read'),
    summary: "The company's roles with their permissions and user counts",
    tag,
    query: roleListQuerySchema,
    response: listResultSchema(roleSchema),
  }),
  get: endpoint({
    operationId: 'getRole',
    method: 'GET',
    path: 'company/roles/role/:id',
    access: access('read'),
    summary: 'One role of the company',
    tag,
    params: roleIdParamsSchema,
    response: roleSchema,
  }),
  create: endpoint({
    operationId: 'createRole',
    method: 'POST',
    path: 'company/roles/role',
    access: access('insert'),
    summary: 'Create a role: a name and (module, action) permissions',
    tag,
    body: roleBodySchema,
    response: roleSchema,
    created: true,
    message: 'success.created',
  }),
  update: endpoint({
    operationId: 'updateRole',
    method: 'PUT',
    path: 'company/roles/role/:id',
    access: access('update'),
    summary: 'Rename a role or change its permissions (applies at its users’ next request)',
    tag,
    params: roleIdParamsSchema,
    body: roleUpdateBodySchema,
    response: roleSchema,
    message: 'success.updated',
  }),
  remove: endpoint({
    operationId: 'deleteRole',
    method: 'DELETE',
    path: 'company/roles/role/:id',
    access: access('delete'),
    summary: 'Delete a role; one in use needs move_to, the role its users move to',
    tag,
    params: roleIdParamsSchema,
    query: roleDeleteQuerySchema,
    response: v.null(),
    message: 'success.deleted',
  }),
};
