import { endpoint } from './endpoint';
import { lookupIdParamsSchema } from './fields';
import { MONEY_RULES } from './money-permissions';
import { tempTransactionListQuerySchema, tempTransactionListSchema, tempTransactionSchema } from './temp-transactions';

// Spec §7 company/wallets/walletTempTransaction: recharges by bank transfer, declared once (issue 25.1). The export
// (`<list path>/export`) and a transfer's receipt (`<get path>/receipt`) answer files: they are file routes
// (api/src/platform/http/file-route.ts), not declarations, which describe a JSON answer.

const tag = 'wallet';
const path = 'company/wallets/walletTempTransaction';

export const TRANSFER_ENDPOINTS = {
  list: endpoint({
    operationId: 'listWalletTransfers',
    method: 'GET',
    path,
    access: { ability: MONEY_RULES.tempTransactionsRead },
    summary: 'Bank transfers waiting for ops or decided: status/overdue/date filters, sort, pages',
    tag,
    query: tempTransactionListQuerySchema,
    response: tempTransactionListSchema,
  }),
  get: endpoint({
    operationId: 'getWalletTransfer',
    method: 'GET',
    path: `${path}/:id`,
    access: { ability: MONEY_RULES.tempTransactionsRead },
    summary: 'One bank transfer',
    tag,
    params: lookupIdParamsSchema,
    response: tempTransactionSchema,
  }),
  /** multipart/form-data, not JSON: no body schema here (transferFieldsSchema checks its text fields). */
  submit: endpoint({
    operationId: 'rechargeWalletByTransfer',
    method: 'POST',
    path,
    access: { ability: MONEY_RULES.rechargeByTransfer },
    summary:
      'Recharge by bank transfer: multipart fields amount (halalas) and note, then file "receipt" (PDF/JPEG/PNG by content, ≤ 5 MB); Idempotency-Key',
    tag,
    response: tempTransactionSchema,
    created: true,
    message: 'money.transfer_submitted',
    idempotent: true,
  }),
};
