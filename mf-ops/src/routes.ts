import { defineRemoteRoutes } from '@portal/shared/remote-routes';
import { OPS_CONSOLE_RULES } from './ops-rules';

// The operations console's routes (issue 27), declared once: they feed this remote's <Routes> (app.tsx) and the
// routes document the build emits for the shell (navigation, guard). Every rule is an ops_* rule, which only ops
// accounts hold: a company session gets not-authorized here and never downloads this remote. No React: the build
// reads it in Node.
export const opsRoutes = defineRemoteRoutes({
  title: { ar: 'لوحة العمليات', en: 'Operations console', fr: 'Console des opérations' },
  prefixes: ['/ops'],
  groups: {
    queues: { order: 80, labels: { ar: 'قوائم العمل', en: 'Work queues', fr: 'Files de travail' } },
    // ── Overview and administration (issue 27.2, 27.7, 27.8): the overview first, so ops land on it ──
    overview: { order: 70, labels: { ar: 'نظرة عامة', en: 'Overview', fr: 'Vue d’ensemble' } },
    admin: { order: 95, labels: { ar: 'الإدارة', en: 'Administration', fr: 'Administration' } },
  },
  routes: {
    transfers: {
      path: '/ops/transfers',
      ...OPS_CONSOLE_RULES.transfersRead,
      navigation: {
        group: 'queues',
        icon: 'wallet',
        order: 10,
        labels: { ar: 'التحويلات البنكية', en: 'Bank transfers', fr: 'Virements bancaires' },
      },
    },
    // ── Overview and administration (issue 27.2, 27.7, 27.8) ──
    overview: {
      path: '/ops',
      ...OPS_CONSOLE_RULES.overviewRead,
      navigation: {
        group: 'overview',
        icon: 'dashboard',
        order: 10,
        labels: { ar: 'لوحة اليوم', en: "Today's overview", fr: 'Aperçu du jour' },
      },
    },
    opsUsers: {
      path: '/ops/users',
      ...OPS_CONSOLE_RULES.usersRead,
      navigation: {
        group: 'admin',
        icon: 'users',
        order: 10,
        labels: { ar: 'فريق العمليات', en: 'Operations team', fr: 'Équipe des opérations' },
      },
    },
    audit: {
      path: '/ops/audit',
      ...OPS_CONSOLE_RULES.auditRead,
      navigation: {
        group: 'admin',
        icon: 'roles',
        order: 20,
        labels: { ar: 'سجل التدقيق', en: 'Audit log', fr: 'Journal d’audit' },
      },
    },
    settings: {
      path: '/ops/settings',
      ...OPS_CONSOLE_RULES.settingsRead,
      navigation: {
        group: 'admin',
        icon: 'settings',
        order: 30,
        labels: { ar: 'إعدادات المنصة', en: 'Platform settings', fr: 'Paramètres de la plateforme' },
      },
    },
  },
});
