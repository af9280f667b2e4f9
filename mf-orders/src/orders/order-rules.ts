import { useAppAbility } from '@portal/shared';
import { MONEY_RULES, type MoneyRuleName, ORDER_RULES, type OrderRuleName } from '@portal/shared/contract';

/**
 * Whether the user may call the order endpoint `name` (the contract's one rule table, which the API registers
 * its routes with). The UI never calls what the role forbids (ADR 0026): every query, page action and button goes through this.
 */
export function useOrderRule(): (name: OrderRuleName) => boolean {
  const ability = useAppAbility();
  return (name) => ability.can(ORDER_RULES[name].action, ORDER_RULES[name].subject);
}

/** The same for the money lists the order page reuses (payments, transactions, invoices, wallet). */
export function useMoneyRule(): (name: MoneyRuleName) => boolean {
  const ability = useAppAbility();
  return (name) => ability.can(MONEY_RULES[name].action, MONEY_RULES[name].subject);
}
