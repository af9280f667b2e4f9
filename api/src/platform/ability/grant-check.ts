import type { AbilityRule } from '@portal/contract';
import { forbidden } from '../http/app-error';
import type { Ability } from './build-ability';

/**
 * Nobody hands out more than they hold: a role may only grant, and a member may only be given a role whose
 * rules are all, within the caller's own abilities (else a role editor could make themselves admin).
 */
export function ensureGrantable(ability: Ability | null, rules: readonly AbilityRule[]) {
  if (!ability) throw forbidden();
  for (const rule of rules) {
    const allowed =
      rule.action === 'manage' || rule.subject === 'all'
        ? ability.can('manage', 'all')
        : ability.can(rule.action, rule.subject);
    if (!allowed) throw forbidden('access.grant_beyond_own');
  }
}

/** Admin members are changed only by admins. */
export function ensureMayTouchAdmin(ability: Ability | null) {
  if (!ability?.can('manage', 'all')) throw forbidden('access.admin_only');
}
