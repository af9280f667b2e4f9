export const en = {
  pages: {
    wallet: 'Wallet',
    payments: 'Payments',
    tempTransactions: 'Pending transactions',
    transactions: 'Transactions',
    invoices: 'Invoices',
  },
};
