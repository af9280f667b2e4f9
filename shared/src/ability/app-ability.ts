import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';
import { type AbilityRule, OPS_SUBJECTS } from '@portal/contract';
import { session } from '../session/session-store';
import { markSingleton } from '../singleton-marker';

// Actions and subjects are server data (spec §6), so they stay plain strings.
export type AppAbility = MongoAbility<[string, string]>;

/** The one permission engine: route guards, `Can` and API hooks all read it. */
markSingleton('ability');
export const ability: AppAbility = createMongoAbility<[string, string]>();

/** The operations console's subjects: no company role holds one (issue 27.1; ops_companies too, ADR 0037). */
const CONSOLE_SUBJECTS: readonly string[] = OPS_SUBJECTS;

/**
 * CASL's defaults already give `manage` = every action and `all` = every subject (spec §6). The console's subjects
 * are the only exception: they belong to ops accounts (whose rules name them), so a company Admin's `manage all`
 * does not open the console's routes, which the API refuses to company accounts (a 403 there would sign them out).
 */
export function toCaslRules(rules: readonly AbilityRule[]): RawRuleOf<AppAbility>[] {
  const own = rules.map(({ action, subject }) => ({ action, subject }));
  const ops = rules.some((rule) => CONSOLE_SUBJECTS.includes(rule.subject));
  return ops || own.length === 0 ? own : [...own, { action: 'manage', subject: [...CONSOLE_SUBJECTS], inverted: true }];
}

export function updateAbility(rules: readonly AbilityRule[]): void {
  ability.update(toCaslRules(rules));
}

/** A route or menu entry without a rule is open to everyone signed in. */
export function canAccess(rule: AbilityRule | undefined): boolean {
  return rule === undefined || ability.can(rule.action, rule.subject);
}

// Follow the session for the life of the page: login info, 403 and logout all change the rules.
let applied = session.getState().ability;
updateAbility(applied);
session.subscribe((state) => {
  if (state.ability === applied) return;
  applied = state.ability;
  updateAbility(applied);
});
