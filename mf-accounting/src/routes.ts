import { defineRemoteRoutes } from '@portal/shared/remote-routes';

// The accounting module's routes, declared once: they feed this remote's <Routes> (app.tsx) and the routes
// document the build emits for the shell (navigation, guard). Rules per spec §2. No React: the build reads it in Node.
const group = 'accounting';

export const accountingRoutes = defineRemoteRoutes({
  title: { ar: 'المحاسبة', en: 'Accounting', fr: 'Comptabilité' },
  prefixes: ['/b2b/wallets', '/b2b/invoices'],
  groups: { accounting: { order: 50, labels: { ar: 'المحاسبة', en: 'Accounting', fr: 'Comptabilité' } } },
  routes: {
    wallet: {
      path: '/b2b/wallets',
      action: 'read',
      subject: 'b2b_wallet',
      navigation: { group, icon: 'wallet', order: 10, labels: { ar: 'المحفظة', en: 'Wallet', fr: 'Portefeuille' } },
    },
    payments: {
      path: '/b2b/wallets/payments',
      action: 'read',
      subject: 'b2b_payments',
      navigation: { group, icon: 'payments', order: 40, labels: { ar: 'المدفوعات', en: 'Payments', fr: 'Paiements' } },
    },
    tempTransactions: {
      path: '/b2b/wallets/temp-transactions',
      action: 'read',
      subject: 'b2b_wallet_temp_transactions',
      highlight: '/b2b/wallets',
    },
    transactions: {
      path: '/b2b/wallets/transactions',
      action: 'read',
      subject: 'b2b_transactions',
      navigation: {
        group,
        icon: 'transactions',
        order: 30,
        labels: { ar: 'المعاملات', en: 'Transactions', fr: 'Transactions' },
      },
    },
    invoices: {
      path: '/b2b/invoices',
      action: 'read',
      subject: 'b2b_invoices',
      navigation: { group, icon: 'invoices', order: 20, labels: { ar: 'الفواتير', en: 'Invoices', fr: 'Factures' } },
    },
  },
});
