import { BREAKPOINTS, below, NAV_OVERLAY_BELOW } from '@portal/shared';
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

/** Phones: the navbar keeps only icons and the content padding shrinks (below the sm breakpoint, 600 px). */
export const PHONE_QUERY = below(BREAKPOINTS.sm);

/** No hover and a coarse pointer: a touch screen, where keyboard hints mean nothing. */
export const TOUCH_QUERY = '(hover: none) and (pointer: coarse)';
