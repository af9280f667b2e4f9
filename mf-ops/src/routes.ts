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
    companies: { order: 85, labels: { ar: 'الشركات', en: 'Companies', fr: 'Entreprises' } },
    dispatch: { order: 81, labels: { ar: 'التوزيع', en: 'Dispatch', fr: 'Répartition' } },
    // ── Overview and administration (issue 27.2, 27.7, 27.8): the overview first, so ops land on it ──
    overview: { order: 70, labels: { ar: 'نظرة عامة', en: 'Overview', fr: 'Vue d’ensemble' } },
    admin: { order: 95, labels: { ar: 'الإدارة', en: 'Administration', fr: 'Administration' } },
    publishing: { order: 90, labels: { ar: 'التسويق', en: 'Marketing', fr: 'Marketing' } },
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
        badge: { count: 'transfers_pending', alert: 'transfers_overdue' },
      },
    },
    // ── quotations and refunds queues (issue 27.3) ──
    quotations: {
      path: '/ops/quotations',
      ...OPS_CONSOLE_RULES.quotationsRead,
      navigation: {
        group: 'queues',
        icon: 'packages',
        order: 20,
        labels: { ar: 'عروض الأسعار', en: 'Quotations', fr: 'Devis' },
        badge: { count: 'quotations_awaiting' },
      },
    },
    refunds: {
      path: '/ops/refunds',
      ...OPS_CONSOLE_RULES.refundsRead,
      navigation: {
        group: 'queues',
        icon: 'payments',
        order: 30,
        labels: { ar: 'المبالغ المستردة', en: 'Refunds', fr: 'Remboursements' },
        badge: { count: 'refunds_pending' },
      },
    },
    verification: {
      path: '/ops/verification',
      ...OPS_CONSOLE_RULES.companiesRead,
      navigation: {
        group: 'queues',
        icon: 'account',
        order: 40,
        labels: { ar: 'شركات بانتظار التحقق', en: 'Companies to verify', fr: 'Entreprises à vérifier' },
        // ── nav badges (issue 27.3, ADR 0039, 0044): live through the ops stream ──
        badge: { count: 'companies_to_verify' },
      },
    },
    companies: {
      path: '/ops/companies',
      ...OPS_CONSOLE_RULES.companiesRead,
      navigation: {
        group: 'companies',
        icon: 'branches',
        order: 10,
        labels: { ar: 'دليل الشركات', en: 'Companies directory', fr: 'Annuaire des entreprises' },
      },
    },
    company: { path: '/ops/companies/:id', ...OPS_CONSOLE_RULES.companiesRead, highlight: '/ops/companies' },
    dispatch: {
      path: '/ops/dispatch',
      ...OPS_CONSOLE_RULES.dispatchRead,
      navigation: {
        group: 'dispatch',
        icon: 'orders',
        order: 10,
        labels: { ar: 'لوحة التوزيع', en: 'Dispatch board', fr: 'Tableau de répartition' },
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
    // The support inbox (issue 27.5): the list, and one conversation (at 390 px it replaces the list).
    inbox: {
      path: '/ops/inbox',
      ...OPS_CONSOLE_RULES.inboxRead,
      navigation: {
        group: 'queues',
        icon: 'chat',
        order: 50,
        labels: { ar: 'صندوق الدعم', en: 'Support inbox', fr: 'Boîte du support' },
        // ── nav badges (issue 27.3, ADR 0039, 0044): the conversations with unread company messages ──
        badge: { count: 'conversations_unread' },
      },
    },
    // The reels companies see in their feed (issue 32.7, ADR 0067): written, published and counted here.
    reels: {
      path: '/ops/reels',
      ...OPS_CONSOLE_RULES.reelsRead,
      navigation: {
        group: 'publishing',
        icon: 'reels',
        order: 10,
        labels: { ar: 'القصص المصوّرة', en: 'Reels', fr: 'Reels' },
      },
    },
    // The coupons companies type on a one-time order (issue 32.5, ADR 0074): created, limited, paused, their uses.
    coupons: {
      path: '/ops/coupons',
      ...OPS_CONSOLE_RULES.couponsRead,
      navigation: {
        group: 'publishing',
        icon: 'coupons',
        order: 20,
        labels: { ar: 'القسائم', en: 'Coupons', fr: 'Codes promo' },
      },
    },
    inboxConversation: { path: '/ops/inbox/:kind/:id', ...OPS_CONSOLE_RULES.inboxRead, highlight: '/ops/inbox' },
  },
});
