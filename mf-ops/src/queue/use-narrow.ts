import { BREAKPOINTS, below } from '@portal/shared';
import { useSyncExternalStore } from 'react';

const QUERY = below(BREAKPOINTS.sm);

const subscribe = (onChange: () => void) => {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};
const snapshot = () => typeof window !== 'undefined' && window.matchMedia?.(QUERY).matches === true;

/** Phones (below the spec §9 `sm` breakpoint, e.g. 390 px): lists show cards instead of table rows. */
export const useNarrow = (): boolean => useSyncExternalStore(subscribe, snapshot, () => false);
