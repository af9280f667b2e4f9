import { defineRemoteRoutes } from '@portal/shared/remote-routes';

// The users module's routes, declared once: they feed this remote's <Routes> (app.tsx) and the routes
// document the build emits for the shell (navigation, guard). No React: the build reads it in Node.
const group = 'usersManagement';

export const usersRoutes = defineRemoteRoutes({
  title: { ar: 'المستخدمون', en: 'Users', fr: 'Utilisateurs' },
  prefixes: ['/b2b/users', '/b2b/roles', '/b2b/residents'],
  groups: {
    usersManagement: {
      order: 30,
      labels: { ar: 'إدارة المستخدمين', en: 'Users management', fr: 'Gestion des utilisateurs' },
    },
  },
  routes: {
    users: {
      path: '/b2b/users/list',
      action: 'read',
      subject: 'b2b_users',
      navigation: { group, icon: 'users', order: 10, labels: { ar: 'المستخدمون', en: 'Users', fr: 'Utilisateurs' } },
    },
    audit: { path: '/b2b/users/audit', action: 'manage', subject: 'all' },
    roles: {
      path: '/b2b/roles',
      action: 'read',
      subject: 'b2b_roles_and_permissions',
      navigation: {
        group,
        icon: 'roles',
        order: 30,
        labels: { ar: 'الأدوار والصلاحيات', en: 'Roles and permissions', fr: 'Rôles et autorisations' },
      },
    },
    residents: {
      path: '/b2b/residents',
      action: 'read',
      subject: 'b2b_residents',
      navigation: { group, icon: 'residents', order: 20, labels: { ar: 'السكان', en: 'Residents', fr: 'Résidents' } },
    },
  },
});
