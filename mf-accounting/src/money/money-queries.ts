// Query keys of the money features: a recharge, a transfer or a payment return refreshes all of them at once.
export const MONEY_KEY = ['accounting'] as const;
export const WALLET_KEY = [...MONEY_KEY, 'wallet'] as const;
export const PAYMENTS_KEY = [...MONEY_KEY, 'payments'] as const;
export const TRANSACTIONS_KEY = [...MONEY_KEY, 'transactions'] as const;
export const TRANSFERS_KEY = [...MONEY_KEY, 'transfers'] as const;
export const INVOICES_KEY = [...MONEY_KEY, 'invoices'] as const;
