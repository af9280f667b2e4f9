import { companySuspendedError } from '../http/app-error';
import type { Ability } from './build-ability';
import { abilityOf } from './build-ability';
import type { CallerRecord } from './caller-lookup';
import { chooseMembership } from './current-membership';
import type { MembershipRow } from './membership-queries';

/** The company role a caller acts in, with its assigned branches (empty: every branch, spec §6). */
export type ActingMembership = MembershipRow & { branchIds: string[] };

/**
 * The company role a caller acts in (Role-Id or the default) and what it may do: the access hook's rule for every
 * route, and the event stream's at each change of access (events/stream-access.ts). Throws 403 as chooseMembership,
 * and 403 company_suspended while ops have suspended the company (issue 27.6).
 */
export function memberAccess(
  record: CallerRecord,
  roleId: string | undefined,
  now: Date,
): { membership: ActingMembership; ability: Ability } {
  const { rules, companySuspended, ...membership } = chooseMembership(record.memberships, roleId, now);
  if (companySuspended) throw companySuspendedError();
  return { membership, ability: abilityOf(rules) };
}
