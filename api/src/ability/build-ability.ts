import { createMongoAbility, type MongoAbility } from '@casl/ability';
import type { AbilityRule } from '@portal/contract';

// The same engine as the web app (CASL): 'manage' covers every action, 'all' every subject.
export type Ability = MongoAbility<[string, string]>;

export function buildAbility(rules: AbilityRule[]): Ability {
  return createMongoAbility<[string, string]>(rules.map(({ action, subject }) => ({ action, subject })));
}
