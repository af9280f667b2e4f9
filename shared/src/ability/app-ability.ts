import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';
import { type AbilityRule, COMPANY_ACCOUNT_RULE, isCompanyAccountRule, OPS_SUBJECTS } from '@portal/contract';
import { session } from '../session/session-store';
import { markSingleton } from '../singleton-marker';

// Actions and subjects are server data (spec §6), so they stay plain strings.
export type AppAbility = MongoAbility<[string, string]>;

/** The one permission engine: route guards, `Can` and API hooks all read it. */
markSingleton('ability');
export const ability: AppAbility = createMongoAbility<[string, string]>();

/** The operations console's subjects: no company role holds one (issue 27.1, ADR 0037), but see below. */
const CONSOLE_SUBJECTS: readonly string[] = OPS_SUBJECTS;

/**
 * CASL's defaults already give `manage` = every action and `all` = every subject (spec §6). The console's subjects
 * are the only exception: they belong to ops accounts (whose rules name them), so a company Admin's `manage all`
 * does not open the console's routes, which the API refuses to company accounts (a 403 there would sign them out).
 * One console-named rule has a company meaning (ADR 0071): `read ops_companies`, the company's own account pages,
 * kept for a role that grants it (the Admin's `manage all` included); `canAccess` below keeps the two meanings'
 * pages apart.
 */
export function toCaslRules(rules: readonly AbilityRule[]): RawRuleOf<AppAbility>[] {
  const own = rules.map(({ action, subject }) => ({ action, subject }));
  const ops = rules.some((rule) => CONSOLE_SUBJECTS.includes(rule.subject) && !isCompanyAccountRule(rule));
  if (ops || own.length === 0) return own;
  const closed = [...own, { action: 'manage', subject: [...CONSOLE_SUBJECTS], inverted: true }];
  const account = createMongoAbility<[string, string]>(own).can(
    COMPANY_ACCOUNT_RULE.action,
    COMPANY_ACCOUNT_RULE.subject,
  );
  return account ? [...closed, { ...COMPANY_ACCOUNT_RULE }] : closed;
}

export function updateAbility(rules: readonly AbilityRule[]): void {
  ability.update(toCaslRules(rules));
}

/** A page's rule; `account: 'company'` marks a company account page whose rule names a console subject. */
export type PageRule = AbilityRule & { account?: 'company' | undefined };

/** The session is a company member's (not an ops or provider account); unknown before sign-in. */
function companySession(): boolean | undefined {
  const type = session.getState().user?.accountType;
  return type === undefined ? undefined : type !== 'ops' && type !== 'provider';
}

/**
 * A route or menu entry without a rule is open to everyone signed in. `read ops_companies` opens the company's
 * account pages (marked `account: 'company'`) to company accounts only, and the console's pages to ops accounts
 * only (ADR 0071): neither kind of account is ever shown, or loads, the other's pages.
 */
export function canAccess(rule: PageRule | undefined): boolean {
  if (rule === undefined) return true;
  return pageForAccount(rule, companySession()) && ability.can(rule.action, rule.subject);
}

/** Whether a page may open for a company account (true), another (false) or not known yet, before the ability. */
export function pageForAccount(rule: PageRule, company: boolean | undefined): boolean {
  if (rule.account === 'company') return company !== false;
  return !(company === true && CONSOLE_SUBJECTS.includes(rule.subject));
}

// Follow the session for the life of the page: login info, 403 and logout all change the rules.
let applied = session.getState().ability;
updateAbility(applied);
session.subscribe((state) => {
  if (state.ability === applied) return;
  applied = state.ability;
  updateAbility(applied);
});
