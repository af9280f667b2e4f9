import { DASHBOARD_RULE } from '@portal/shared/contract';
import { defineRemoteRoutes } from '@portal/shared/remote-routes';

// The dashboard's routes, declared once: they feed this remote's <Routes> (app.tsx) and the routes document
// the build emits for the shell (navigation, guard, route names). No React here: the build reads it in Node.

// An extra page that exists only in a build made with PORTAL_E2E_EXTRA_PAGE=1: the browser test
// e2e/tests/remote-owned-routes.spec.ts rebuilds this remote with it to prove a remote adds a page alone.
// Rsbuild replaces the expression at build time (tooling define), so the bundle and the document agree.
const withE2eExtraPage = process.env.PORTAL_E2E_EXTRA_PAGE === '1';

// Same rule as the page's API call (contract DASHBOARD_RULE), not spec §2's template rule read AclDemo: a role
// granted the page must never be signed out by the 403 of its only call.
const rule = DASHBOARD_RULE;

export const dashboardRoutes = defineRemoteRoutes({
  title: { ar: 'لوحة التحكم', en: 'Dashboard', fr: 'Tableau de bord' },
  prefixes: ['/b2b/dashboards'],
  groups: { dashboard: { order: 10, labels: { ar: 'لوحة التحكم', en: 'Dashboard', fr: 'Tableau de bord' } } },
  routes: {
    analytics: {
      path: '/b2b/dashboards/analytics',
      name: 'b2b-dashboards-analytics',
      ...rule,
      navigation: {
        group: 'dashboard',
        icon: 'dashboard',
        order: 10,
        labels: { ar: 'التحليلات', en: 'Analytics', fr: 'Analytique' },
      },
    },
    analytics2: { path: '/b2b/dashboards/analytics2', ...rule },
    // Branch scorecards (ADR 0023): its API call (company/dashboard/scorecards) has the same rule.
    scorecards: {
      path: '/b2b/dashboards/scorecards',
      name: 'b2b-dashboards-scorecards',
      ...rule,
      navigation: {
        group: 'dashboard',
        icon: 'dashboard',
        order: 15,
        labels: { ar: 'بطاقات أداء الفروع', en: 'Branch scorecards', fr: 'Bilans des agences' },
      },
    },
    ...(withE2eExtraPage
      ? {
          whatsNew: {
            path: '/b2b/dashboards/whats-new',
            ...rule,
            navigation: {
              group: 'dashboard',
              icon: 'dashboard',
              order: 20,
              labels: { ar: 'ما الجديد', en: "What's new", fr: 'Nouveautés' },
            },
          },
        }
      : {}),
  },
});
