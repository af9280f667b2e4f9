import type { AbilityRule, AccountType, OpsRule } from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Ability } from '../ability/build-ability';
import type { RouteRule } from '../ability/route-rule';
import type { Db, Queryable } from '../db/database';
import { type CompanyScope, companyScope } from '../db/scoped-db';
import type { MessageKey } from '../i18n/en';
import type { Lang } from '../i18n/translate';
import type { Logger } from '../logger';
import { forbidden, unauthenticated } from './app-error';

// One request context for every handler (issue 8.3): services take `(ctx, input)` and never see Fastify.
// Three shapes, picked by the route's declared rule, so an ability route's handler gets a non-null scope.

/** Translates a message key into the caller's language. */
export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

interface BaseContext {
  /** The request's time, read once from the injected clock: one request sees one "now". */
  now: Date;
  lang: Lang;
  t: Translate;
  log: Logger;
  /** The caller's address: the peer's, or the X-Forwarded-For hop named by a TRUST_PROXY proxy (issue 16.4). */
  ip: string;
  /** Tables no company owns (look-ups, users, sessions). Company-owned tables go through `scope`. */
  db: Queryable;
  /** The named door to company-owned tables across companies; the reason says why the scope does not apply. */
  systemDb(reason: string): Db;
}

/** Who calls: a signed-in user's session. */
interface SignedInActor {
  userId: string;
  sessionId: string;
  /** The raw bearer token (kept in memory only, for the login-info answer). */
  token: string;
}

/** A signed-in user acting in one company role (routes with an ability rule). */
interface MemberActor extends SignedInActor {
  membershipId: string;
  companyId: string;
  roleId: string;
  accountType: AccountType;
  isAdmin: boolean;
}

export interface PublicContext extends BaseContext {
  actor: null;
  scope: null;
  ability: null;
}

export interface SignedInContext extends BaseContext {
  actor: SignedInActor;
  scope: null;
  ability: null;
}

export interface CompanyContext extends BaseContext {
  actor: MemberActor;
  scope: CompanyScope;
  ability: Ability;
}

export type RequestContext = PublicContext | SignedInContext | CompanyContext;

/** The context a route of this rule gets. */
export type ContextOf<TRule extends RouteRule> = TRule extends
  | { ability: AbilityRule }
  | { anyAbility: readonly AbilityRule[] }
  ? CompanyContext
  : TRule extends { auth: 'signed-in' } | { ops: OpsRule }
    ? SignedInContext
    : PublicContext;

/**
 * The escape hatch to Fastify for the few routes that really need it (file answers, cookies, headers).
 * Services never receive it.
 */
export interface RawHttp {
  request: FastifyRequest;
  reply: FastifyReply;
}

/** Builds the context of a request after the ability hook ran (it set caller, membership and ability). */
export function requestContext<TRule extends RouteRule>(
  app: FastifyInstance,
  request: FastifyRequest,
  rule: TRule,
): ContextOf<TRule> {
  const database = app.database;
  const base: BaseContext = {
    now: app.now(),
    lang: request.lang,
    t: (key, params) => request.t(key, params),
    log: request.log,
    ip: request.ip,
    db: database.db,
    systemDb: (reason) => database.systemDb(reason),
  };
  if ('auth' in rule && rule.auth === 'public') {
    return { ...base, actor: null, scope: null, ability: null } as ContextOf<TRule>;
  }
  const caller = request.caller;
  if (!caller) throw unauthenticated();
  const signedIn: SignedInActor = { userId: caller.userId, sessionId: caller.sessionId, token: caller.token };
  if (!('ability' in rule) && !('anyAbility' in rule))
    return { ...base, actor: signedIn, scope: null, ability: null } as ContextOf<TRule>;
  const { membership, ability } = request;
  if (!membership || !ability) throw forbidden();
  const actor: MemberActor = {
    ...signedIn,
    membershipId: membership.id,
    companyId: membership.companyId,
    roleId: membership.roleId,
    accountType: 'company',
    isAdmin: membership.isAdmin,
  };
  const scope = companyScope(
    database.db,
    { companyId: membership.companyId, membershipId: membership.id },
    { branchIds: membership.branchIds },
  );
  return { ...base, actor, scope, ability } as ContextOf<TRule>;
}
