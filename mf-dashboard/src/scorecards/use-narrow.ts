import { BREAKPOINTS, below } from '@portal/shared';
import { useSyncExternalStore } from 'react';

// Phones (below the spec §9 `sm` breakpoint, e.g. 390 px): the scorecards show one card per branch instead of a
// table. (mf-orders has the same hook for its lists; a remote cannot import another remote's code.)
const QUERY = below(BREAKPOINTS.sm);

const subscribe = (onChange: () => void) => {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};
const snapshot = () => typeof window !== 'undefined' && window.matchMedia?.(QUERY).matches === true;

export const useNarrow = (): boolean => useSyncExternalStore(subscribe, snapshot, () => false);
