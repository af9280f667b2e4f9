import { defineRemoteRoutes } from '@portal/shared/remote-routes';

// The ops module's routes, declared once: they feed this remote's <Routes> (app.tsx) and the routes document
// the build emits for the shell (navigation, guard). No React: the build reads it in Node.
// The ability: replace it with the one your module's API calls need (the shell guards the page with it).
export const opsRoutes = defineRemoteRoutes({
  title: { ar: 'Ops', en: 'Ops', fr: 'Ops' },
  prefixes: ['/b2b/ops'],
  groups: { ops: { order: 90, labels: { ar: 'Ops', en: 'Ops', fr: 'Ops' } } },
  routes: {
    home: {
      path: '/b2b/ops',
      action: 'read',
      subject: 'b2b_dashboard',
      navigation: { group: 'ops', icon: 'dashboard', order: 10, labels: { ar: 'Ops', en: 'Ops', fr: 'Ops' } },
    },
  },
});
