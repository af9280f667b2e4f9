import { createContext, type ReactNode, useContext } from 'react';

// What a public page shows but the site does not own: the host fills these in (the site never imports the shell).
// The language switch reads the API's active languages through the host's settings queries.
export interface SiteSlots {
  languageSwitch: ReactNode;
}

const SiteSlotsContext = createContext<SiteSlots>({ languageSwitch: null });

/** The host wraps the public routes in it. */
export const SiteSlotsProvider = SiteSlotsContext.Provider;

export function useSiteSlots(): SiteSlots {
  return useContext(SiteSlotsContext);
}
