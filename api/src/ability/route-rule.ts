import type { AbilityRule } from '@portal/contract';

/**
 * What every route declares in its `config` (spec §6): open to anyone, open to any signed-in user, or
 * needing an (action, subject) permission in the caller's current company role.
 */
export type RouteRule = { auth: 'public' } | { auth: 'signed-in' } | { auth: 'ops' } | { ability: AbilityRule };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'ops': platform staff only (users.account_type = 'ops', /api/v1/ops/…); company accounts get 403. */
    auth?: 'public' | 'signed-in' | 'ops';
    ability?: AbilityRule;
    /** A signed-in route an expired member may still call (signing out); every other one refuses them (403). */
    expiredMemberAllowed?: boolean;
  }
}

export function hasRule(config: { auth?: unknown; ability?: unknown } | undefined): boolean {
  return (
    config?.auth === 'public' ||
    config?.auth === 'signed-in' ||
    config?.auth === 'ops' ||
    typeof config?.ability === 'object'
  );
}
