import * as v from 'valibot';
import { endpoint } from './endpoint';
import { listResultSchema } from './list-query';
import { residentCreateBodySchema, residentListQuerySchema, residentUpdateBodySchema } from './residents';
import {
  companyUserSchema,
  memberIdParamsSchema,
  memberOptionsSchema,
  userCreateBodySchema,
  userCreatedSchema,
  userListQuerySchema,
  userUpdateBodySchema,
} from './users';

// Spec §7 company/user and company/resident (issue 25.1): the same seven endpoints over company members, staff or
// residents, each guarded by its module (b2b_users, b2b_residents).

type Schema = v.GenericSchema;

function memberEndpoints<
  const K extends string,
  const S extends string,
  const C extends Schema,
  const U extends Schema,
  const Q extends Schema,
>(member: {
  kind: K;
  name: { one: string; many: string };
  subject: S;
  schemas: { create: C; update: U; listQuery: Q };
}) {
  const { kind, name, subject, schemas } = member;
  const path = `company/${kind}` as const;
  const item = `${path}/:id` as const;
  const access = <const A extends 'read' | 'insert' | 'update' | 'delete'>(action: A) => ({
    ability: { action, subject },
  });
  const tag = 'company';
  return {
    list: endpoint({
      operationId: `list${name.many}`,
      method: 'GET',
      path,
      access: access('read'),
      summary: `List the company's ${kind}s (search, filter, sort, pages)`,
      tag,
      query: schemas.listQuery,
      response: listResultSchema(companyUserSchema),
    }),
    options: endpoint({
      operationId: `get${name.one}Options`,
      method: 'GET',
      path: `${path}/options`,
      access: access('read'),
      summary: `The roles and branches a ${kind} can be given`,
      tag,
      response: memberOptionsSchema,
    }),
    get: endpoint({
      operationId: `get${name.one}`,
      method: 'GET',
      path: item,
      access: access('read'),
      summary: `One ${kind} of the company`,
      tag,
      params: memberIdParamsSchema,
      response: companyUserSchema,
    }),
    create: endpoint({
      operationId: `add${name.one}`,
      method: 'POST',
      path,
      access: access('insert'),
      summary: `Add a ${kind} by phone: a new phone gets a sign-in code, a person with an account an invitation to accept`,
      tag,
      body: schemas.create,
      response: userCreatedSchema,
      created: true,
      message: 'success.created',
    }),
    update: endpoint({
      operationId: `update${name.one}`,
      method: 'PUT',
      path: item,
      access: access('update'),
      summary: `Edit a ${kind}: name, username, email, role, branches, expiry`,
      tag,
      params: memberIdParamsSchema,
      body: schemas.update,
      response: companyUserSchema,
      message: 'success.updated',
    }),
    resendInvitation: endpoint({
      operationId: `resend${name.one}Invitation`,
      method: 'POST',
      path: `${item}/invitation`,
      access: access('update'),
      summary: `Send the invitation again to a ${kind} who has not accepted it (or declined it)`,
      tag,
      params: memberIdParamsSchema,
      response: companyUserSchema,
      message: 'success.updated',
    }),
    remove: endpoint({
      operationId: `remove${name.one}`,
      method: 'DELETE',
      path: item,
      access: access('delete'),
      summary: `Remove a ${kind} from the company (or cancel their invitation)`,
      tag,
      params: memberIdParamsSchema,
      response: v.null(),
      message: 'success.deleted',
    }),
  };
}

export const MEMBER_ENDPOINTS = {
  user: memberEndpoints({
    kind: 'user',
    name: { one: 'User', many: 'Users' },
    subject: 'b2b_users',
    schemas: { create: userCreateBodySchema, update: userUpdateBodySchema, listQuery: userListQuerySchema },
  }),
  resident: memberEndpoints({
    kind: 'resident',
    name: { one: 'Resident', many: 'Residents' },
    subject: 'b2b_residents',
    schemas: { create: residentCreateBodySchema, update: residentUpdateBodySchema, listQuery: residentListQuerySchema },
  }),
};
export type MemberKind = keyof typeof MEMBER_ENDPOINTS;
