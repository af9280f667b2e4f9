import type { en } from './en';

export const fr: typeof en = {
  pages: {
    wallet: 'Portefeuille',
    payments: 'Paiements',
    tempTransactions: 'Transactions en attente',
    transactions: 'Transactions',
    invoices: 'Factures',
  },
};
