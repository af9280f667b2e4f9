import { endpoint } from './endpoint';
import { lookupIdParamsSchema } from './fields';
import { MONEY_RULES } from './money-permissions';
import {
  cardRechargeBodySchema,
  cardRechargeResultSchema,
  paymentListQuerySchema,
  paymentListSchema,
  paymentSchema,
} from './payments';

// Spec §7 company/wallets/walletPayment declared once (issue 25.1). The payments export is a file route at
// `<list path>/export` (api/src/platform/http/file-route.ts).

export const PAYMENT_ENDPOINTS = {
  list: endpoint({
    operationId: 'listWalletPayments',
    method: 'GET',
    path: 'company/wallets/walletPayment',
    access: { ability: MONEY_RULES.paymentsRead },
    summary: 'Payments: search, method/type/status/date filters, sort, pages',
    tag: 'wallet',
    query: paymentListQuerySchema,
    response: paymentListSchema,
  }),
  get: endpoint({
    operationId: 'getWalletPayment',
    method: 'GET',
    path: 'company/wallets/walletPayment/:id',
    access: { ability: MONEY_RULES.paymentsRead },
    summary: 'One payment',
    tag: 'wallet',
    params: lookupIdParamsSchema,
    response: paymentSchema,
  }),
  rechargeByCard: endpoint({
    operationId: 'rechargeWalletByCard',
    method: 'POST',
    path: 'company/wallets/walletPayment',
    access: { ability: MONEY_RULES.rechargeByCard },
    summary: 'Recharge by card: creates the payment at the gateway and answers its hosted page (Idempotency-Key)',
    tag: 'wallet',
    body: cardRechargeBodySchema,
    response: cardRechargeResultSchema,
    created: true,
    idempotent: true,
  }),
  refresh: endpoint({
    operationId: 'refreshWalletPayment',
    method: 'POST',
    path: 'company/wallets/walletPayment/:id/refresh',
    access: { ability: MONEY_RULES.paymentRefresh },
    summary: 'Asks the gateway where a card payment stands and settles it (idempotent by nature)',
    tag: 'wallet',
    params: lookupIdParamsSchema,
    response: paymentSchema,
  }),
};
