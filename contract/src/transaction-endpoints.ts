import { endpoint } from './endpoint';
import { lookupIdParamsSchema } from './fields';
import { MONEY_RULES } from './money-permissions';
import { walletStatementQuerySchema, walletStatementSchema } from './wallet-statement';
import {
  walletTransactionListQuerySchema,
  walletTransactionListSchema,
  walletTransactionSchema,
} from './wallet-transactions';

// Spec §7 company/wallets/walletTransaction and the running statement made of the same movements (issue 25.1).
// Their spreadsheet exports are file routes at `<path>/export` (api/src/platform/http/file-route.ts): a declaration
// describes a JSON answer.

const tag = 'wallet';

export const TRANSACTION_ENDPOINTS = {
  list: endpoint({
    operationId: 'listWalletTransactions',
    method: 'GET',
    path: 'company/wallets/walletTransaction',
    access: { ability: MONEY_RULES.transactionsRead },
    summary: 'Wallet and credit-line movements (journal entries): search, type/method/date filters, sort, pages',
    tag,
    query: walletTransactionListQuerySchema,
    response: walletTransactionListSchema,
  }),
  get: endpoint({
    operationId: 'getWalletTransaction',
    method: 'GET',
    path: 'company/wallets/walletTransaction/:id',
    access: { ability: MONEY_RULES.transactionsRead },
    summary: 'One movement',
    tag,
    params: lookupIdParamsSchema,
    response: walletTransactionSchema,
  }),
  statement: endpoint({
    operationId: 'getWalletStatement',
    method: 'GET',
    path: 'company/wallets/statement',
    access: { ability: MONEY_RULES.statementRead },
    summary:
      'Running statement of a date range (Riyadh days, both included): opening balances, movements with the running balance, closing balances — recomputed from the ledger',
    tag,
    query: walletStatementQuerySchema,
    response: walletStatementSchema,
  }),
};
