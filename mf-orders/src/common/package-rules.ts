import { useAppAbility } from '@portal/shared';
import { PACKAGE_RULES, type PackageRuleName } from '@portal/shared/contract';

/**
 * Whether the user may call the quotation/package endpoint `name` (the contract's one rule table, which the API
 * registers its routes with). The UI never calls what the role forbids (ADR 0026), so every call and every button goes through this.
 */
export function usePackageRule(): (name: PackageRuleName) => boolean {
  const ability = useAppAbility();
  return (name) => ability.can(PACKAGE_RULES[name].action, PACKAGE_RULES[name].subject);
}
