import { AbilityProvider, type CanProps, Can as CaslCan, useAbility } from '@casl/react';
import type { ReactNode } from 'react';
import { type AppAbility, ability } from './app-ability';

// @casl/react v7 dropped createContextualCan and keeps its context private; `Can` and `useAbility`
// read only what its AbilityProvider supplies, so every provider here goes through it.

/** Provides the one app ability to `Can` and `useAppAbility` below it. */
export function AppAbilityProvider({ children }: { children: ReactNode }): ReactNode {
  return <AbilityProvider value={ability}>{children}</AbilityProvider>;
}

/** Context-shaped entry (`<AbilityContext.Provider value={ability}>`) that feeds @casl/react's own context. */
export const AbilityContext = {
  Provider({ value, children }: { value: AppAbility; children: ReactNode }): ReactNode {
    return <AbilityProvider value={value}>{children}</AbilityProvider>;
  },
};

export type AppCanProps = CanProps<AppAbility>;

/** `<Can I="read" a="b2b_orders">`, typed for the app ability; needs a provider above it. */
export const Can: (props: AppCanProps) => ReactNode = CaslCan;

/** The app ability, re-rendering the caller whenever its rules change. */
export function useAppAbility(): AppAbility {
  return useAbility<AppAbility>();
}
