import { useSyncExternalStore } from 'react';
import { BREAKPOINTS, below } from './breakpoints';

// Phones (below the spec §9 `sm` breakpoint, e.g. 390 px): lists show cards instead of table rows. One hook for
// every remote (a remote cannot import another remote's code).

const QUERY = below(BREAKPOINTS.sm);

const subscribe = (onChange: () => void) => {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};
const snapshot = () => typeof window !== 'undefined' && window.matchMedia?.(QUERY).matches === true;

/** Whether the viewport is a phone's (below `sm`). */
export const useNarrow = (): boolean => useSyncExternalStore(subscribe, snapshot, () => false);
