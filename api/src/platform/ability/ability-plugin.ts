import fp from 'fastify-plugin';
import { forbidden } from '../http/app-error';
import type { Ability } from './build-ability';
import type { CallerRecord } from './caller-lookup';
import { refuseExpiredMember, roleIdHeader } from './current-membership';
import { memberAccess } from './member-access';
import type { MembershipRow } from './membership-queries';
import { opsAccess } from './ops-access';
import { hasRule } from './route-rule';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on routes with an ability rule: the company role the caller acts in. */
    membership: (MembershipRow & { branchIds?: string[] }) | null;
    ability: Ability | null;
  }
}

/**
 * The one hook that enforces every route's declared rule (config.auth, config.ability, config.anyAbility or config.ops). It runs on
 * onRequest, before the body is read, so an unauthorised caller learns nothing about validation.
 */
export const abilityPlugin = fp(
  async (app) => {
    app.decorateRequest('membership', null);
    app.decorateRequest('ability', null);
    // The kept caller records (caller-cache.ts) go before the answer to any write leaves (whatever it changed, a
    // role, a membership, a sign-out, applies from this process's next request, even one sent the moment the answer
    // arrives), except a route declared access-neutral (a wallet deduction: issue 29.5). A write that fails
    // empties it too.
    app.addHook('onSend', async (request) => {
      if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
      if (request.routeOptions.config?.accessNeutral === true) return;
      app.callerCache.clear();
    });
    app.addHook('onRequest', async (request) => {
      if (request.is404) return;
      const config = request.routeOptions.config;
      if (!hasRule(config)) {
        // Fail closed; the route-rule test keeps this from ever shipping.
        request.log.error({ url: request.routeOptions.url }, 'route declares no access rule');
        throw forbidden();
      }
      if (config.auth === 'public') return;
      await app.authenticate(request);
      // Read with the session by the auth hook in the same statement (ability/caller-lookup.ts).
      const record = request.callerRecord as CallerRecord;
      if (config.ops) {
        opsAccess(record, config.ops);
        return;
      }
      const rules = config.ability ? [config.ability] : config.anyAbility;
      if (!rules) {
        // Signing out stays open to an expired member: it only ends their own session.
        if (!config.expiredMemberAllowed) {
          refuseExpiredMember(record.memberships, roleIdHeader(request.headers), app.now());
        }
        return;
      }
      const { membership, ability } = memberAccess(record, roleIdHeader(request.headers), app.now());
      if (!rules.some((rule) => ability.can(rule.action, rule.subject))) throw forbidden();
      request.membership = membership;
      request.ability = ability;
    });
  },
  { name: 'ability', dependencies: ['auth'] },
);
