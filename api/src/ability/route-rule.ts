import type { AbilityRule } from '@portal/contract';

/**
 * What every route declares in its `config` (spec §6): open to anyone, open to any signed-in user, or
 * needing an (action, subject) permission in the caller's current company role.
 */
export type RouteRule = { auth: 'public' } | { auth: 'signed-in' } | { ability: AbilityRule };

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: 'public' | 'signed-in';
    ability?: AbilityRule;
  }
}

export function hasRule(config: { auth?: unknown; ability?: unknown } | undefined): boolean {
  return config?.auth === 'public' || config?.auth === 'signed-in' || typeof config?.ability === 'object';
}
