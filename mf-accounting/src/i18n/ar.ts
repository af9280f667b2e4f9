import type { en } from './en';

export const ar: typeof en = {
  pages: {
    wallet: 'المحفظة',
    payments: 'المدفوعات',
    tempTransactions: 'المعاملات المعلّقة',
    transactions: 'المعاملات',
    invoices: 'الفواتير',
  },
};
