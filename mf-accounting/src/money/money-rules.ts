import { useAppAbility } from '@portal/shared';
import { MONEY_RULES, type MoneyRuleName } from '@portal/shared/contract';

/**
 * Whether the user may call the money endpoint `name` (the contract's one rule table, which the API registers
 * its routes with). The UI never calls what the role forbids (ADR 0026), so every call and every button goes through this.
 */
export function useMoneyRule(): (name: MoneyRuleName) => boolean {
  const ability = useAppAbility();
  return (name) => ability.can(MONEY_RULES[name].action, MONEY_RULES[name].subject);
}
