import { createMongoAbility, type MongoAbility } from '@casl/ability';
import type { AbilityRule } from '@portal/contract';

// The same engine as the web app (CASL): 'manage' covers every action, 'all' every subject.
export type Ability = MongoAbility<[string, string]>;

export function buildAbility(rules: AbilityRule[]): Ability {
  return createMongoAbility<[string, string]>(rules.map(({ action, subject }) => ({ action, subject })));
}

/** Abilities built from a kept caller record's rules (caller-cache.ts): one build per record, not per request. */
const built = new WeakMap<AbilityRule[], Ability>();

export function abilityOf(rules: AbilityRule[]): Ability {
  let ability = built.get(rules);
  if (!ability) {
    ability = buildAbility(rules);
    built.set(rules, ability);
  }
  return ability;
}
