import type { ModuleSubject, PermissionAction } from './permissions';

// The one table of which (action, subject) each money endpoint requires (spec §6). The API registers its routes
// with these rules and the UI shows a button or a page only when the ability allows the same rule, so the UI never
// calls an endpoint that would answer 403 (and sign the user out).

export type MoneyRule = { action: PermissionAction; subject: ModuleSubject };

export const MONEY_RULES = {
  /** GET company/wallets/wallet */
  walletRead: { action: 'read', subject: 'b2b_wallet' },
  /** POST company/wallets/walletPayment: recharge by card puts money into the wallet. */
  rechargeByCard: { action: 'insert', subject: 'b2b_wallet' },
  /** POST company/wallets/canDeductFromWallet */
  canDeduct: { action: 'read', subject: 'b2b_wallet' },
  /** POST company/wallets/deductFromWallet */
  deduct: { action: 'update', subject: 'b2b_wallet' },
  /** GET company/wallets/walletPayment[/:id] */
  paymentsRead: { action: 'read', subject: 'b2b_payments' },
  /** GET company/wallets/walletPayment/export */
  paymentsExport: { action: 'export', subject: 'b2b_payments' },
  /** POST company/wallets/walletPayment/:id/refresh */
  paymentRefresh: { action: 'refresh_payment', subject: 'b2b_payments' },
  /** GET company/wallets/walletTransaction[/:id] */
  transactionsRead: { action: 'read', subject: 'b2b_transactions' },
  /** GET company/wallets/walletTransaction/export */
  transactionsExport: { action: 'export', subject: 'b2b_transactions' },
  /** GET company/wallets/statement: the running statement is a view of the movements. */
  statementRead: { action: 'read', subject: 'b2b_transactions' },
  /** GET company/wallets/statement/export */
  statementExport: { action: 'export', subject: 'b2b_transactions' },
  /** GET company/wallets/walletTempTransaction[/:id], and its receipt file */
  tempTransactionsRead: { action: 'read', subject: 'b2b_wallet_temp_transactions' },
  /** GET company/wallets/walletTempTransaction/export */
  tempTransactionsExport: { action: 'export', subject: 'b2b_wallet_temp_transactions' },
  /** POST company/wallets/walletTempTransaction: recharge by bank transfer */
  rechargeByTransfer: { action: 'insert', subject: 'b2b_wallet_temp_transactions' },
  /** GET company/invoices/invoice[/:id] */
  invoicesRead: { action: 'read', subject: 'b2b_invoices' },
  /** GET company/invoices/invoice/:id/pdf */
  invoicePrint: { action: 'print', subject: 'b2b_invoices' },
  /** GET company/invoices/invoice/export */
  invoicesExport: { action: 'export', subject: 'b2b_invoices' },
  /** GET company/wallets/spending: branch caps, the month's spend, payment requests (issue 9 Beyond). */
  spendingRead: { action: 'read', subject: 'b2b_wallet' },
  /** PUT company/wallets/spending/caps/:branchId */
  spendingCapUpdate: { action: 'update', subject: 'b2b_wallet' },
  /** POST company/wallets/spending/approvals/:id/{approve,reject}: a held wallet payment above a branch's cap. */
  paymentAccept: { action: 'accept_payment', subject: 'b2b_payments' },
  /** POST company/wallets/refunds: wallet money asked back to the company's bank account. */
  refundRequest: { action: 'refund_payment', subject: 'b2b_payments' },
  /** GET company/wallets/refunds */
  refundsRead: { action: 'read', subject: 'b2b_payments' },
} as const satisfies Record<string, MoneyRule>;
export type MoneyRuleName = keyof typeof MONEY_RULES;

/** /api/v1/ops/… routes need an ops account (account type `ops`); company accounts get 403 there. */
export const OPS_ACCOUNT_TYPE = 'ops' as const;
