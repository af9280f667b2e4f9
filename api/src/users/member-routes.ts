import {
  companyUserSchema,
  listResultSchema,
  memberIdParamsSchema,
  memberOptionsSchema,
  type UserCreated,
  userCreatedSchema,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import * as valibot from 'valibot';
import { authRouteContext } from '../auth/auth-route-context';
import { issueLoginCode } from '../auth/login-code-service';
import type { CompanyContext } from '../http/request-context';
import { addRoute } from '../http/route';
import { resendInvitation, sendInvitationNotice } from './invitation-service';
import type { MemberKind } from './member-queries';
import {
  addMember,
  getMember,
  listMemberPage,
  type MemberContext,
  type MemberInput,
  type MemberListQuery,
  memberFormOptions,
  removeMember,
  updateMember,
} from './member-service';

type Schema = v.GenericSchema;

interface MemberRoutesOptions<TCreate extends Schema, TUpdate extends Schema, TQuery extends Schema> {
  kind: MemberKind;
  /** The spec §6 module subject that guards the resource. */
  subject: 'b2b_users' | 'b2b_residents';
  createBody: TCreate;
  updateBody: TUpdate;
  listQuery: TQuery;
  /** Turns a validated body into the member fields (residents imply their role type). */
  toInput: (body: v.InferOutput<TCreate> | v.InferOutput<TUpdate>) => MemberInput;
}

/** The generic resource of spec §7 (list, get, create, update with id, delete) over company members. */
export function memberRoutes<TCreate extends Schema, TUpdate extends Schema, TQuery extends Schema>(
  app: FastifyInstance,
  options: MemberRoutesOptions<TCreate, TUpdate, TQuery>,
) {
  const { kind, subject } = options;
  const { codes } = authRouteContext(app);
  const tags = ['company'];
  const member = (ctx: CompanyContext): MemberContext => ({
    ...ctx,
    kind,
    invite: async (phone) => {
      await issueLoginCode(ctx, codes, { phone, purpose: 'invite' });
    },
    notifyInvitation: (membershipId) => sendInvitationNotice(ctx, app.invitationNotice, membershipId),
  });

  addRoute(app, {
    method: 'GET',
    url: '',
    rule: { ability: { action: 'read', subject } },
    summary: `List the company's ${kind}s (search, filter, sort, pages)`,
    tags,
    query: options.listQuery,
    response: listResultSchema(companyUserSchema),
    handler: (ctx, { query }) => listMemberPage(ctx, { kind, query: query as MemberListQuery }),
  });

  addRoute(app, {
    method: 'GET',
    url: '/options',
    rule: { ability: { action: 'read', subject } },
    summary: `The roles and branches a ${kind} can be given`,
    tags,
    response: memberOptionsSchema,
    handler: (ctx) => memberFormOptions(ctx),
  });

  addRoute(app, {
    method: 'GET',
    url: '/:id',
    rule: { ability: { action: 'read', subject } },
    summary: `One ${kind} of the company`,
    tags,
    params: memberIdParamsSchema,
    response: companyUserSchema,
    handler: (ctx, { params }) => getMember(member(ctx), params),
  });

  addRoute(app, {
    method: 'POST',
    url: '',
    rule: { ability: { action: 'insert', subject } },
    summary: `Add a ${kind} by phone: a new phone gets a sign-in code, a person with an account an invitation to accept`,
    tags,
    body: options.createBody,
    response: userCreatedSchema,
    created: true,
    message: 'success.created',
    handler: (ctx, { body }): Promise<UserCreated> => {
      const phone = (body as { phone: string }).phone;
      return addMember(member(ctx), { ...options.toInput(body), phone });
    },
  });

  addRoute(app, {
    method: 'PUT',
    url: '/:id',
    rule: { ability: { action: 'update', subject } },
    summary: `Edit a ${kind}: name, username, email, role, branches, expiry`,
    tags,
    params: memberIdParamsSchema,
    body: options.updateBody,
    response: companyUserSchema,
    message: 'success.updated',
    handler: (ctx, { params, body }) => updateMember(member(ctx), { ...options.toInput(body), id: params.id }),
  });

  addRoute(app, {
    method: 'POST',
    url: '/:id/invitation',
    rule: { ability: { action: 'update', subject } },
    summary: `Send the invitation again to a ${kind} who has not accepted it (or declined it)`,
    tags,
    params: memberIdParamsSchema,
    response: companyUserSchema,
    message: 'success.updated',
    handler: (ctx, { params }) => resendInvitation(member(ctx), params),
  });

  addRoute(app, {
    method: 'DELETE',
    url: '/:id',
    rule: { ability: { action: 'delete', subject } },
    summary: `Remove a ${kind} from the company (or cancel their invitation)`,
    tags,
    params: memberIdParamsSchema,
    response: valibot.null(),
    message: 'success.deleted',
    handler: (ctx, { params }) => removeMember(member(ctx), params),
  });
}
