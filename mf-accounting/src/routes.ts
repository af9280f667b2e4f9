import { MONEY_RULES } from '@portal/shared/contract';
import { defineRemoteRoutes } from '@portal/shared/remote-routes';

// The accounting module's routes, declared once: they feed this remote's <Routes> (app.tsx) and the routes
// document the build emits for the shell (navigation, guard). Each route's rule is the rule of the API call its
// page makes on load (spec §2, the contract's MONEY_RULES), so the guard and the API never disagree. No React: the build reads this file in Node.
const group = 'accounting';

export const accountingRoutes = defineRemoteRoutes({
  title: { ar: 'المحاسبة', en: 'Accounting', fr: 'Comptabilité' },
  prefixes: ['/b2b/wallets', '/b2b/invoices'],
  groups: { accounting: { order: 50, labels: { ar: 'المحاسبة', en: 'Accounting', fr: 'Comptabilité' } } },
  routes: {
    wallet: {
      path: '/b2b/wallets',
      ...MONEY_RULES.walletRead,
      navigation: { group, icon: 'wallet', order: 10, labels: { ar: 'المحفظة', en: 'Wallet', fr: 'Portefeuille' } },
    },
    invoices: {
      path: '/b2b/invoices',
      ...MONEY_RULES.invoicesRead,
      navigation: { group, icon: 'invoices', order: 20, labels: { ar: 'الفواتير', en: 'Invoices', fr: 'Factures' } },
    },
    invoice: { path: '/b2b/invoices/:id', ...MONEY_RULES.invoicesRead, highlight: '/b2b/invoices' },
    transactions: {
      path: '/b2b/wallets/transactions',
      ...MONEY_RULES.transactionsRead,
      navigation: {
        group,
        icon: 'transactions',
        order: 30,
        labels: { ar: 'المعاملات', en: 'Transactions', fr: 'Transactions' },
      },
    },
    payments: {
      path: '/b2b/wallets/payments',
      ...MONEY_RULES.paymentsRead,
      navigation: { group, icon: 'payments', order: 40, labels: { ar: 'المدفوعات', en: 'Payments', fr: 'Paiements' } },
    },
    // A view of the movements (same rule as the transactions list), reached from that list and from the wallet.
    statement: {
      path: '/b2b/wallets/statement',
      ...MONEY_RULES.statementRead,
      highlight: '/b2b/wallets/transactions',
    },
    // Branch caps and the payments held above them (issue 9 Beyond); the page's one call is GET spending.
    spending: {
      path: '/b2b/wallets/spending',
      ...MONEY_RULES.spendingRead,
      navigation: {
        group,
        icon: 'wallet',
        order: 45,
        labels: { ar: 'حدود إنفاق الفروع', en: 'Branch spending caps', fr: 'Plafonds des succursales' },
      },
    },
    tempTransactions: {
      path: '/b2b/wallets/temp-transactions',
      ...MONEY_RULES.tempTransactionsRead,
      highlight: '/b2b/wallets',
    },
  },
});
