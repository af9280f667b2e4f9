import { type OpsRule, opsRulesOf } from '@portal/contract';
import { forbidden, membershipGone } from '../http/app-error';
import { abilityOf } from './build-ability';
import type { CallerRecord } from './caller-lookup';

// The ops routes' rule (issue 27.2): an ops account, still active, one of whose ops roles grants the route's
// (action, subject) — the same CASL engine and the same declarations (contract/src/ops-permissions.ts) as the console.

/** The rules of the caller's ops roles, built once per kept caller record (abilityOf caches by rules array). */
const rulesByRecord = new WeakMap<CallerRecord, ReturnType<typeof opsRulesOf>>();

export function opsAbilityOf(record: CallerRecord) {
  let rules = rulesByRecord.get(record);
  if (!rules) {
    rules = opsRulesOf(record.ops?.roles ?? []);
    rulesByRecord.set(record, rules);
  }
  return abilityOf(rules);
}

/** Throws 403 unless the caller may take this ops rule: company accounts, deactivated agents, a role that lacks it. */
export function opsAccess(record: CallerRecord, rule: OpsRule): void {
  if (record.accountType !== 'ops') throw forbidden('access.ops_only');
  if (!record.ops?.active) throw membershipGone('access.ops_deactivated');
  if (!opsAbilityOf(record).can(rule.action, rule.subject)) throw forbidden('access.ops_role_missing');
}
