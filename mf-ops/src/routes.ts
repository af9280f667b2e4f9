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
    // The support inbox (issue 27.5): the list, and one conversation (at 390 px it replaces the list).
    inbox: {
      path: '/ops/inbox',
      ...OPS_CONSOLE_RULES.inboxRead,
      navigation: {
        group: 'queues',
        icon: 'chat',
        order: 50,
        labels: { ar: 'صندوق الدعم', en: 'Support inbox', fr: 'Boîte du support' },
      },
    },
    inboxConversation: { path: '/ops/inbox/:kind/:id', ...OPS_CONSOLE_RULES.inboxRead, highlight: '/ops/inbox' },
  },
});
