import { type CardRechargeResult, PAYMENT_ENDPOINTS, type Payment } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { requireBuyerIdentity } from '../../company/account/buyer-identity';
import { payments } from '../../platform/db/schema/index';
import { companyScope } from '../../platform/db/scoped-db';
import { AppError, notFound } from '../../platform/http/app-error';
import { idempotencyRoute, keyedOnce } from '../../platform/http/idempotency';
import type { CompanyContext, PublicContext } from '../../platform/http/request-context';
import { referenceOf } from '../../platform/money-text/money-format';
import type { CallbackRequest, PaymentGateway } from './gateway/gateway';
import { findPayment } from './payment-view';
import { settleCardPayment } from './settle-payment';

// Recharge by card (spec §2 "Wallet recharge"): amount → a payment at the gateway → its hosted page → the
// gateway's callback (or the user's refresh) settles it. The gateway is a dependency handed in by the route.

export interface CardRechargeInput {
  amount: number;
  idempotencyKey: string;
}

const ROUTE = idempotencyRoute(PAYMENT_ENDPOINTS.rechargeByCard);

export async function startCardRecharge(
  ctx: CompanyContext,
  gateway: PaymentGateway,
  publicUrl: string,
  input: CardRechargeInput,
): Promise<{ status: number; body: CardRechargeResult; replayed: boolean }> {
  return keyedOnce(ctx, { route: ROUTE, key: input.idempotencyKey, body: { amount: input.amount } }, async (tx) => {
    await requireBuyerIdentity(tx, ctx.t);
    const [created] = await tx
      .insert(payments)
      .values({
        purpose: 'recharge',
        method: 'credit_card',
        type: 'recharge',
        status: 'unpaid',
        amount: input.amount,
        gateway: gateway.name,
        gatewayStatus: 'initiated',
        createdBy: ctx.actor.userId,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning({ id: payments.id, seq: payments.seq });
    const reference = referenceOf('PAY', created!.seq);
    const started = await gateway.createPayment({
      paymentId: created!.id,
      amount: input.amount,
      currency: 'SAR',
      description: ctx.t('money.gateway.description', { reference }),
      returnUrl: `${publicUrl}${returnPath(created!.id)}`,
      callbackUrl: `${publicUrl}/api/v1/public/payments/callback/${gateway.name}`,
    });
    await tx.update(payments, { gatewayReference: started.reference }, eq(payments.id, created!.id));
    const payment = await findPayment(tx, created!.id, ctx.t);
    return { status: 201, body: { payment: payment!, redirect_url: started.redirectUrl } };
  });
}

/** Where the browser lands after the gateway: the wallet page, which refreshes the payment. */
export const returnPath = (paymentId: string) => `/b2b/wallets?payment=${paymentId}`;

/** POST company/wallets/walletPayment/:id/refresh (refresh_payment): asks the gateway again and settles. */
export async function refreshPayment(ctx: CompanyContext, gateway: PaymentGateway, id: string): Promise<Payment> {
  const [row] = await ctx.scope
    .select({ method: payments.method, gateway: payments.gateway, reference: payments.gatewayReference })
    .from(payments, eq(payments.id, id));
  if (!row) throw notFound();
  if (row.method !== 'credit_card' || !row.reference || row.gateway !== gateway.name) {
    throw new AppError(422, 'money.payment_not_refreshable');
  }
  const state = await gateway.fetchPayment(row.reference);
  await ctx.scope.transaction((tx) => settleCardPayment(tx, id, state, ctx.now));
  return (await findPayment(ctx.scope, id, ctx.t))!;
}

/**
 * The gateway's server-to-server callback (public). The signature (or webhook secret) is checked, the body only
 * names the payment; its outcome is read back from the gateway before anything is posted.
 */
export async function handleGatewayCallback(
  ctx: PublicContext,
  gateway: PaymentGateway,
  callback: CallbackRequest,
): Promise<{ received: true }> {
  const { reference } = gateway.verifyCallback(callback);
  const system = ctx.systemDb('payment callback: the gateway names the payment, the company follows from it');
  const [payment] = await system
    .select({ id: payments.id, companyId: payments.companyId })
    .from(payments)
    .where(and(eq(payments.gateway, gateway.name), eq(payments.gatewayReference, reference)));
  // Unknown to us: acknowledged so the gateway stops retrying, nothing is posted.
  if (!payment) return { received: true };
  const state = await gateway.fetchPayment(reference);
  await companyScope(system, { companyId: payment.companyId, membershipId: null }).transaction((tx) =>
    settleCardPayment(tx, payment.id, state, ctx.now),
  );
  return { received: true };
}
