export { AbilityContext, AppAbilityProvider, type AppCanProps, Can, useAppAbility } from './ability-react';
export {
  type AppAbility,
  ability,
  canAccess,
  type PageRule,
  pageForAccount,
  toCaslRules,
  updateAbility,
} from './app-ability';
