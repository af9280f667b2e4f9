import { PUBLIC_PAGE_ROUTES } from '@portal/site';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { localModules } from '../modules/testing/local-modules';
import { resolveModulePath } from './module-access';
import { SHELL_REDIRECTS, SHELL_ROUTES } from './shell-routes';

// Spec §2's template demo pages, copied from the spec rather than from the mapping, so a page dropped from the
// mapping fails here.
const SPEC_TEMPLATE_PAGES = [
  '/dashboards/analytics',
  '/dashboards/crm',
  '/dashboards/ecommerce',
  '/apps/charts/apex-chart',
  '/apps/charts/chartjs',
  '/apps/extensions/swiper',
  '/apps/extensions/tour',
  '/apps/wizard-examples/checkout',
  '/apps/ecommerce/dashboard',
  '/create-deal',
  '/property-listing',
];

const modules = localModules();
const target = (from: string) => SHELL_REDIRECTS.find((r) => r.from === from)?.to;

describe('template demo pages (issue 32.10)', () => {
  it.each(SPEC_TEMPLATE_PAGES)('%s redirects and is no longer a page of its own', (from) => {
    expect(target(from)).toMatch(/^\//);
    expect(SHELL_ROUTES.some((route) => matchPath({ path: route.path, end: true }, from))).toBe(false);
  });

  it.each(SPEC_TEMPLATE_PAGES)(
    '%s lands on a real page: a module route or a public page, never a placeholder',
    (from) => {
      const to = target(from) ?? '';
      const moduleRoute = resolveModulePath(modules, to);
      const publicPage = PUBLIC_PAGE_ROUTES.some((route) => route.path === to);
      expect(Boolean(moduleRoute.route) || publicPage).toBe(true);
      expect(SHELL_ROUTES.find((route) => route.path === to)?.page).not.toBe('placeholder');
    },
  );

  it('sends each kind of page to the page that does its job', () => {
    expect(target('/apps/charts/apex-chart')).toBe('/b2b/dashboards/analytics');
    expect(target('/dashboards/analytics')).toBe('/b2b/dashboards/analytics');
    expect(target('/apps/wizard-examples/checkout')).toBe('/b2b/wallets/payments');
    expect(target('/create-deal')).toBe('/b2b/packages/quote');
    expect(target('/property-listing')).toBe('/b2b/branches');
  });

  it('leaves no redirect pointing at another redirect', () => {
    for (const { to } of SHELL_REDIRECTS) expect(target(to)).toBeUndefined();
  });
});
