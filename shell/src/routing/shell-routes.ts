import type { RouteAccess } from './route-access';

// Routes the shell itself owns (spec §2). Remote routes come from the module manifest.
export type ShellRouteId = 'login' | 'register' | 'not-authorized' | 'not-found';

export type ShellRoute = { path: string; id: ShellRouteId; access: RouteAccess; layout: 'blank' | 'default' };

export const SHELL_ROUTES: readonly ShellRoute[] = [
  { path: '/login', id: 'login', access: { kind: 'guest' }, layout: 'blank' },
  { path: '/register', id: 'register', access: { kind: 'guest' }, layout: 'blank' },
  { path: '/not-authorized', id: 'not-authorized', access: { kind: 'public' }, layout: 'blank' },
  { path: '/not-authorized2', id: 'not-authorized', access: { kind: 'public' }, layout: 'blank' },
  { path: '/pages/misc/not-found', id: 'not-found', access: { kind: 'public' }, layout: 'blank' },
];

/** Where "/" leads (spec §2): the analytics dashboard with a stored role, else login keeping the query. */
export const HOME_PATH = '/b2b/dashboards/analytics';

export function rootRedirect(hasStoredRole: boolean, search: string): string {
  return hasStoredRole ? HOME_PATH : `/login${search}`;
}
