import { eq } from 'drizzle-orm';
import { payments } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import type { GatewayPaymentState } from './gateway/gateway';
import { payableOf } from './payables';

// Applies what the gateway says about a card payment, in one transaction (`scope` bound to it): the checks every
// card payment shares are made here, then the payable it paid for (its purpose: a recharge, a package, an order…,
// ./payables.ts) settles it. Idempotent: a payment already settled is left as it is, however often the callback
// or the browser's refresh arrives, and in whichever order.

export type SettleOutcome = 'paid' | 'failed' | 'canceled' | 'pending' | 'already_settled' | 'mismatch';

export async function settleCardPayment(
  scope: CompanyScope,
  paymentId: string,
  state: GatewayPaymentState,
  now: Date,
): Promise<SettleOutcome> {
  const [row] = await scope.select({ payment: payments }).from(payments, eq(payments.id, paymentId)).for('update');
  const payment = row?.payment;
  if (payment?.method !== 'credit_card') return 'mismatch';
  // Settled means our §4 status left 'unpaid' (the test gateway writes its own outcome to gateway_status first).
  if (payment.status !== 'unpaid') return 'already_settled';
  if (state.reference !== payment.gatewayReference) return 'mismatch';
  if (state.status === 'initiated') return 'pending';
  // A payment older than purposes (migration 0033) that nothing names lands in the wallet, as it always did.
  return payableOf(payment.purpose ?? 'recharge').settleCard(scope, payment, { ...state, status: state.status }, now);
}
