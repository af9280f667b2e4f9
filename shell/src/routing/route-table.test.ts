import { describe, expect, it } from 'vitest';
import { localModules } from '../modules/testing/local-modules';
import { buildNavigation } from '../navigation/build-navigation';
import { SHELL_NAVIGATION } from '../navigation/shell-navigation';
import { resolveModulePath } from './module-access';
import { afterSignInTarget, decideAccess, type RouteAccess, type Rule } from './route-access';
import { rootRedirect, SHELL_REDIRECTS, SHELL_ROUTES } from './shell-routes';

// The whole route table (shell routes + every route the module manifest declares), walked for each kind of viewer.
const modules = localModules();
const table: { path: string; access: RouteAccess }[] = [
  ...SHELL_ROUTES.map((r) => ({ path: r.path, access: r.access })),
  ...modules.flatMap((m) =>
    m.routes.map((r) => {
      const concrete = r.path.replace(/:(\w+)/g, 'ref-1');
      const resolved = resolveModulePath(modules, concrete);
      if (!resolved.module || !resolved.route) throw new Error(`${r.path} does not resolve`);
      return { path: concrete, access: resolved.access };
    }),
  ),
];

const anonymous = { signedIn: false, can: () => false };
const admin = { signedIn: true, can: () => true };
const noAbility = { signedIn: true, can: () => false };

describe('route guard over the whole route table', () => {
  it.each(table)('$path: anonymous visitor', ({ path, access }) => {
    const decision = decideAccess(access, anonymous, path);
    if (access.kind === 'protected')
      expect(decision).toEqual({ type: 'redirect', to: `/login?to=${encodeURIComponent(path)}` });
    else expect(decision).toEqual({ type: 'allow' });
  });

  it.each(table)('$path: signed-in user with every ability', ({ path, access }) => {
    const decision = decideAccess(access, admin, path);
    if (access.kind === 'guest') expect(decision).toEqual({ type: 'redirect', to: '/' });
    else expect(decision).toEqual({ type: 'allow' });
  });

  it.each(table)('$path: signed-in user without the ability', ({ path, access }) => {
    const decision = decideAccess(access, noAbility, path);
    if (access.kind === 'guest') expect(decision).toEqual({ type: 'redirect', to: '/' });
    else if (access.kind === 'protected' && access.rule) expect(decision).toEqual({ type: 'not-authorized' });
    else expect(decision).toEqual({ type: 'allow' });
  });

  it('checks exactly the rule the route declares', () => {
    const seen: Rule[] = [];
    const access = resolveModulePath(modules, '/b2b/orders/add');
    if (!access.module || !access.route) throw new Error('unresolved');
    const can = (rule: Rule) => {
      seen.push(rule);
      return true;
    };
    decideAccess(access.access, { signedIn: true, can }, '/b2b/orders/add');
    expect(seen).toEqual([{ action: 'insert', subject: 'b2b_orders' }]);
  });

  it('sends a user whose session just ended to plain /login', () => {
    expect(decideAccess({ kind: 'protected' }, { ...anonymous, sessionEnded: true }, '/b2b/orders')).toEqual({
      type: 'redirect',
      to: '/login',
    });
  });
});

describe('redirects', () => {
  it('"/" goes to the analytics dashboard with a stored role, else to login keeping the query', () => {
    expect(rootRedirect(true, '?x=1', ['/b2b/branches', '/b2b/dashboards/analytics'])).toBe(
      '/b2b/dashboards/analytics',
    );
    expect(rootRedirect(false, '?x=1', ['/b2b/dashboards/analytics'])).toBe('/login?x=1');
    expect(rootRedirect(false, '', [])).toBe('/login');
  });

  it('"/" sends a role without dashboard rights to the first menu page it may see, never to not-authorized', () => {
    const landing = (subjects: string[]) => {
      const can = (rule: Rule) => rule.action === 'read' && subjects.includes(rule.subject);
      const allowed = buildNavigation(modules, can, SHELL_NAVIGATION).flatMap((g) => g.items.map((i) => i.to));
      return rootRedirect(true, '', allowed);
    };
    expect(landing(['b2b_dashboard_analytics', 'b2b_orders'])).toBe('/b2b/dashboards/analytics');
    expect(landing(['b2b_orders', 'b2b_notifications'])).toBe('/b2b/orders');
    expect(landing(['b2b_notifications'])).toBe('/pages/notifications');
    expect(landing([])).toBe('/pages/user-profile/profile');
    for (const subjects of [['b2b_orders'], ['b2b_notifications'], []]) {
      const target = landing(subjects);
      const route = table.find((r) => r.path === target);
      const can = (rule: Rule) => rule.action === 'read' && subjects.includes(rule.subject);
      if (route) expect(decideAccess(route.access, { signedIn: true, can }, target)).toEqual({ type: 'allow' });
    }
  });

  it('sends the bare profile and account-settings paths to their first tab', () => {
    expect(SHELL_REDIRECTS.slice(0, 2)).toEqual([
      { from: '/pages/user-profile', to: '/pages/user-profile/profile' },
      { from: '/pages/account-settings', to: '/pages/account-settings/account' },
    ]);
  });

  it('uses the rules of spec §2 for the shell routes', () => {
    const rule = (path: string) => {
      const route = SHELL_ROUTES.find((r) => r.path === path);
      return route?.access.kind === 'protected' ? (route.access.rule ?? 'signed-in') : route?.access.kind;
    };
    expect(rule('/settings')).toEqual({ action: 'read', subject: 'Auth' });
    expect(rule('/access-control')).toEqual({ action: 'read', subject: 'AclDemo' });
    expect(rule('/b2b/reals')).toEqual({ action: 'read', subject: 'b2b_reals' });
    expect(rule('/pages/faq')).toBeUndefined(); // owned by the public pages, signed-in only
    // Spec §2's rule, in its company meaning and for company accounts only (ADR 0071).
    for (const page of ['contracts', 'products', 'services', 'shifts']) {
      expect(rule(`/b2b/account/${page}`)).toEqual({ action: 'read', subject: 'ops_companies', account: 'company' });
    }
    expect(rule('/pages/account-settings/:tab')).toBe('signed-in');
    expect(rule('/pages/misc/coming-soon')).toBe('signed-in');
    expect(rule('/login')).toBe('guest');
    expect(rule('/forgot-password')).toBe('guest');
    expect(rule('/not-authorized2')).toBe('public');
  });

  it('after sign-in goes to `to` only when it is a path of this portal', () => {
    expect(afterSignInTarget('?to=%2Fb2b%2Forders%3Fpage%3D2')).toBe('/b2b/orders?page=2');
    expect(afterSignInTarget('?to=%2F%2Fevil.example')).toBe('/');
    expect(afterSignInTarget('?to=https%3A%2F%2Fevil.example')).toBe('/');
    expect(afterSignInTarget('')).toBe('/');
  });
});
