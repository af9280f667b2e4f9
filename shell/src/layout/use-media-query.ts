import { below, NAV_OVERLAY_BELOW } from '@portal/shared';
import { useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Spec §9: the navigation becomes an overlay below the md breakpoint (960 px) plus 16 px. */
export const OVERLAY_NAV_QUERY = below(NAV_OVERLAY_BELOW);
