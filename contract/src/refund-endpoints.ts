import { endpoint } from './endpoint';
import { MONEY_RULES } from './money-permissions';
import { walletRefundBodySchema, walletRefundListSchema, walletRefundSchema } from './wallet-refunds';

// Wallet money asked back to the company's bank account (company/wallets/refunds), declared once (issue 25.1).
// Ops pay or reject them through OPS_QUEUE_ENDPOINTS.

const tag = 'wallet';
const path = 'company/wallets/refunds';

export const REFUND_ENDPOINTS = {
  list: endpoint({
    operationId: 'listWalletRefunds',
    method: 'GET',
    path,
    access: { ability: MONEY_RULES.refundsRead },
    summary: 'The latest 50 refund requests of the company, newest first',
    tag,
    response: walletRefundListSchema,
  }),
  request: endpoint({
    operationId: 'requestWalletRefund',
    method: 'POST',
    path,
    access: { ability: MONEY_RULES.refundRequest },
    summary:
      'Asks for wallet money back to a Saudi IBAN (Idempotency-Key): the amount leaves the wallet now; 422 above the balance',
    tag,
    body: walletRefundBodySchema,
    response: walletRefundSchema,
    created: true,
    message: 'refund.requested',
    idempotent: true,
  }),
};
