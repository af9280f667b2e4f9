import { MEMBER_ENDPOINTS, type UserCreated } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { addEndpoint } from '../../platform/http/endpoint-route';
import type { CompanyContext } from '../../platform/http/request-context';
import { authRouteContext } from '../auth/auth-route-context';
import { issueLoginCode } from '../auth/login-code-service';
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

type Endpoints<K extends MemberKind> = (typeof MEMBER_ENDPOINTS)[K];
type Body<K extends MemberKind> =
  | v.InferOutput<Endpoints<K>['create']['body']>
  | v.InferOutput<Endpoints<K>['update']['body']>;

/**
 * The generic resource of spec §7 (list, get, create, update with id, delete) over company members, staff or
 * residents (contract: MEMBER_ENDPOINTS); registered without a prefix.
 */
export function memberRoutes<K extends MemberKind>(
  app: FastifyInstance,
  options: {
    kind: K;
    /** Turns a validated body into the member fields (residents imply their role type). */
    toInput: (body: Body<K>) => MemberInput;
  },
) {
  const { kind } = options;
  const endpoints = MEMBER_ENDPOINTS[kind] as Endpoints<'user'>;
  const toInput = options.toInput as (body: Body<'user'>) => MemberInput;
  const { codes } = authRouteContext(app);
  const member = (ctx: CompanyContext): MemberContext => ({
    ...ctx,
    kind,
    invite: async (phone) => {
      await issueLoginCode(ctx, codes, { phone, purpose: 'invite' });
    },
    notifyInvitation: (membershipId) => sendInvitationNotice(ctx, app.invitationNotice, membershipId),
  });

  addEndpoint(app, endpoints.list, (ctx, { query }) => listMemberPage(ctx, { kind, query: query as MemberListQuery }));
  addEndpoint(app, endpoints.options, (ctx) => memberFormOptions(ctx));
  addEndpoint(app, endpoints.get, (ctx, { params }) => getMember(member(ctx), params));
  addEndpoint(
    app,
    endpoints.create,
    (ctx, { body }): Promise<UserCreated> => addMember(member(ctx), { ...toInput(body), phone: body.phone }),
  );
  addEndpoint(app, endpoints.update, (ctx, { params, body }) =>
    updateMember(member(ctx), { ...toInput(body), id: params.id }),
  );
  addEndpoint(app, endpoints.resendInvitation, (ctx, { params }) => resendInvitation(member(ctx), params));
  addEndpoint(app, endpoints.remove, (ctx, { params }) => removeMember(member(ctx), params));
}
