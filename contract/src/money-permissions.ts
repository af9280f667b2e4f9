import type { ModuleSubject, PermissionAction } from './permissions';

// The one table of which (action, subject) each money endpoint requires (spec §6). The API registers its routes
// with these rules and the UI shows a button or a page only when the ability allows the same rule, so the UI never
// calls an endpoint that would answer 403 (and sign the user out).

type RulesOn<TSubject, TActions> = { readonly [K in keyof TActions]: { action: TActions[K]; subject: TSubject } };

/**
 * A rule table on one subject: each endpoint names only its action, the subject is said once (the money, order
 * and package tables are built with it).
 */
export function rulesOn<const TSubject extends ModuleSubject, const TActions extends Record<string, PermissionAction>>(
  subject: TSubject,
  actions: TActions,
): RulesOn<TSubject, TActions> {
  return Object.fromEntries(Object.entries(actions).map(([name, action]) => [name, { action, subject }])) as RulesOn<
    TSubject,
    TActions
  >;
}

export const MONEY_RULES = {
  ...rulesOn('b2b_wallet', {
    /** GET company/wallets/wallet */
    walletRead: 'read',
    /** POST company/wallets/walletPayment: recharge by card puts money into the wallet. */
    rechargeByCard: 'insert',
    /** POST company/wallets/canDeductFromWallet */
    canDeduct: 'read',
    /** POST company/wallets/deductFromWallet */
    deduct: 'update',
    /** GET company/wallets/spending: branch caps, the month's spend, payment requests (issue 9 Beyond). */
    spendingRead: 'read',
    /** PUT company/wallets/spending/caps/:branchId */
    spendingCapUpdate: 'update',
  }),
  ...rulesOn('b2b_payments', {
    /** GET company/wallets/walletPayment[/:id] */
    paymentsRead: 'read',
    /** GET company/wallets/walletPayment/export */
    paymentsExport: 'export',
    /** POST company/wallets/walletPayment/:id/refresh */
    paymentRefresh: 'refresh_payment',
    /** POST company/wallets/spending/approvals/:id/{approve,reject}: a held wallet payment above a branch's cap. */
    paymentAccept: 'accept_payment',
    /** POST company/wallets/refunds: wallet money asked back to the company's bank account. */
    refundRequest: 'refund_payment',
    /** GET company/wallets/refunds */
    refundsRead: 'read',
  }),
  ...rulesOn('b2b_transactions', {
    /** GET company/wallets/walletTransaction[/:id] */
    transactionsRead: 'read',
    /** GET company/wallets/walletTransaction/export */
    transactionsExport: 'export',
    /** GET company/wallets/statement: the running statement is a view of the movements. */
    statementRead: 'read',
    /** GET company/wallets/statement/export */
    statementExport: 'export',
  }),
  ...rulesOn('b2b_wallet_temp_transactions', {
    /** GET company/wallets/walletTempTransaction[/:id], and its receipt file */
    tempTransactionsRead: 'read',
    /** GET company/wallets/walletTempTransaction/export */
    tempTransactionsExport: 'export',
    /** POST company/wallets/walletTempTransaction: recharge by bank transfer */
    rechargeByTransfer: 'insert',
  }),
  ...rulesOn('b2b_invoices', {
    /** GET company/invoices/invoice[/:id] */
    invoicesRead: 'read',
    /** GET company/invoices/invoice/:id/pdf */
    invoicePrint: 'print',
    /** GET company/invoices/invoice/export */
    invoicesExport: 'export',
  }),
};
export type MoneyRuleName = keyof typeof MONEY_RULES;

/** /api/v1/ops/… routes need an ops account (account type `ops`); company accounts get 403 there. */
export const OPS_ACCOUNT_TYPE = 'ops' as const;
