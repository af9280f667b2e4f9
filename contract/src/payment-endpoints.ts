import * as v from 'valibot';
import { endpoint } from './endpoint';
import { lookupIdParamsSchema } from './fields';
import { messageKey } from './messages';
import { PAYMENT_GATEWAYS } from './money';
import { MONEY_RULES } from './money-permissions';
import {
  cardRechargeBodySchema,
  cardRechargeResultSchema,
  paymentListQuerySchema,
  paymentListSchema,
  paymentSchema,
  testGatewayCompleteBodySchema,
  testGatewayCompleteResultSchema,
  testGatewaySessionSchema,
} from './payments';

// Spec §7 company/wallets/walletPayment, and the card gateways' public side, declared once (issue 25.1). The
// payments export is a file route at `<list path>/export` (api/src/http/file-route.ts).

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

const testSessionParamsSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^tg_[0-9a-f]{24}$/, messageKey('validation.invalid'))),
});

/**
 * The card gateways' public routes: their signed server-to-server callback, and (outside production, when the
 * test gateway is configured) the API its hosted page (the shell's /payment) calls.
 */
export const GATEWAY_ENDPOINTS = {
  callback: endpoint({
    operationId: 'receivePaymentCallback',
    method: 'POST',
    path: 'public/payments/callback/:gateway',
    access: { auth: 'public' },
    summary: 'Server-to-server callback of the card gateway (signed); the outcome is read back from the gateway',
    tag: 'payments',
    params: v.object({ gateway: v.picklist(PAYMENT_GATEWAYS) }),
    response: v.object({ received: v.literal(true) }),
  }),
  testSession: endpoint({
    operationId: 'getTestGatewaySession',
    method: 'GET',
    path: 'public/test-gateway/sessions/:id',
    access: { auth: 'public' },
    summary: 'Test gateway (development only): the payment its hosted page shows',
    tag: 'payments',
    params: testSessionParamsSchema,
    response: testGatewaySessionSchema,
  }),
  completeTestSession: endpoint({
    operationId: 'completeTestGatewaySession',
    method: 'POST',
    path: 'public/test-gateway/sessions/:id/complete',
    access: { auth: 'public' },
    summary: 'Test gateway (development only): pay, fail or cancel; sends the signed callback, answers the way back',
    tag: 'payments',
    params: testSessionParamsSchema,
    body: testGatewayCompleteBodySchema,
    response: testGatewayCompleteResultSchema,
  }),
};
