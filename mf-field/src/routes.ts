import { PROVIDER_RULES } from '@portal/shared/contract';
import { defineRemoteRoutes } from '@portal/shared/remote-routes';

// The providers' field app (issue 30, ADR 0046), declared once: this remote's <Routes> (app.tsx) and the routes
// document the shell reads (navigation, guard). Its rule is a provider rule, which only provider accounts hold:
// a company or ops session never sees it in its menu nor downloads this remote. No React: the build reads it in Node.
export const fieldRoutes = defineRemoteRoutes({
  title: { ar: 'الزيارات الميدانية', en: 'Field visits', fr: 'Visites sur site' },
  prefixes: ['/field'],
  groups: { field: { order: 100, labels: { ar: 'العمل الميداني', en: 'Field work', fr: 'Travail sur site' } } },
  routes: {
    visits: {
      path: '/field',
      ...PROVIDER_RULES.visitsRead,
      navigation: {
        group: 'field',
        icon: 'orders',
        order: 10,
        labels: { ar: 'زياراتي', en: 'My visits', fr: 'Mes visites' },
      },
    },
    visit: { path: '/field/visits/:id', ...PROVIDER_RULES.visitsRead, highlight: '/field' },
  },
});
