import type { AbilityRule, OpsRule } from '@portal/contract';

/**
 * What every route declares in its `config` (spec §6): open to anyone, open to any signed-in user, needing an
 * (action, subject) permission in the caller's current company role, or (issue 27.2) an ops account one of whose
 * ops roles grants the (action, subject) of contract/src/ops-permissions.ts.
 */
export type RouteRule =
  | { auth: 'public' }
  | { auth: 'signed-in' }
  | { ability: AbilityRule }
  | { anyAbility: readonly AbilityRule[] }
  | { ops: OpsRule };

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: 'public' | 'signed-in';
    ability?: AbilityRule;
    /** Any one of these permissions in the caller's current company role (the live stream, issue 28.5). */
    anyAbility?: readonly AbilityRule[];
    /** Platform staff only (users.account_type = 'ops', /api/v1/ops/…) whose ops roles grant it; others get 403. */
    ops?: OpsRule;
    /** A signed-in route an expired member may still call (signing out); every other one refuses them (403). */
    expiredMemberAllowed?: boolean;
    /**
     * A write that never changes who may do what (no session, membership, role, permission, branch limit, company
     * suspension or ops account): its answer leaves the caller cache (caller-cache.ts) as it is. Every other write
     * empties it. Declare it only where that holds; the database's access triggers announce such changes anyway.
     */
    accessNeutral?: boolean;
  }
}

export function hasRule(
  config: { auth?: unknown; ability?: unknown; anyAbility?: unknown; ops?: unknown } | undefined,
): boolean {
  return (
    config?.auth === 'public' ||
    config?.auth === 'signed-in' ||
    typeof config?.ability === 'object' ||
    (Array.isArray(config?.anyAbility) && config.anyAbility.length > 0) ||
    typeof config?.ops === 'object'
  );
}

/** The rule of an ops route: `read` for what it shows, `update` for what it does (issue 27.2). */
export const opsRule = <const A extends OpsRule['action'], const S extends OpsRule['subject']>(action: A, subject: S) =>
  ({ ops: { action, subject } }) as const;
