// Counts how many copies of each stateful `shared` module were evaluated on this page. Module Federation
// must load them once for the shell and every remote; the end-to-end test reads the counts and expects 1 each.
type Marker = { __PORTAL_SHARED_INSTANCES__?: Record<string, number> };

export function markSingleton(name: string): void {
  const scope = globalThis as Marker;
  scope.__PORTAL_SHARED_INSTANCES__ ??= {};
  scope.__PORTAL_SHARED_INSTANCES__[name] = (scope.__PORTAL_SHARED_INSTANCES__[name] ?? 0) + 1;
}

export const SHARED_VERSION = '1.0.0';
