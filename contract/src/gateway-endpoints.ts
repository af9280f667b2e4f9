import * as v from 'valibot';
import { endpoint } from './endpoint';
import { messageKey } from './messages';
import { PAYMENT_GATEWAYS } from './money';
import { testGatewayCompleteBodySchema, testGatewayCompleteResultSchema, testGatewaySessionSchema } from './payments';

// The card gateways' public side declared once (issue 25.1). Its own module: the shell's /payment page imports it,
// the accounting remote does not carry it.

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
