import type { PaymentMethod, PaymentStatus, PaymentType } from '../money';
import type { OrderStatus } from './order-vocabulary';

// How an order's money reads at any moment (spec §3 total paid / total due / payment status, §4 payment
// statuses and types; docs/decisions/0010). Pure: the API derives the stored columns with it in the transaction
// that moves the money, and a test recomputes them.

export type OrderMoneyFacts = {
  /** Halalas with VAT. */
  total: number;
  /** Halalas posted for this order (payments minus refunds). */
  paid: number;
  /** Null for package visits. */
  method: PaymentMethod | null;
  /** A bank-transfer receipt is waiting for ops. */
  transfer_pending: boolean;
};

export type OrderMoney = { total_paid: number; total_due: number; payment_status: PaymentStatus };

/** total_paid + total_due = total; an overpayment (a lower total after approved changes) is due back, not < 0. */
export function orderMoney(facts: OrderMoneyFacts): OrderMoney {
  const totalPaid = Math.min(facts.paid, facts.total);
  return { total_paid: totalPaid, total_due: facts.total - totalPaid, payment_status: orderPaymentStatus(facts) };
}

/** Spec §4 payment status of an order. */
export function orderPaymentStatus(facts: OrderMoneyFacts): PaymentStatus {
  if (facts.total === 0 && facts.paid === 0) return 'none';
  if (facts.paid >= facts.total) return facts.method === 'cash' ? 'collected' : 'paid';
  if (facts.transfer_pending) return 'on_hold';
  return facts.paid > 0 ? 'partial' : 'unpaid';
}

const ADVANCE_STATUSES: readonly OrderStatus[] = ['assigned', 'advance_payment_failed'];
const FINAL_STATUSES: readonly OrderStatus[] = ['in_progress', 'final_payment_paid', 'completed'];

/** Which §4 payment type a payment made now is: the advance while assigned, the final one at the end. */
export function orderPaymentType(status: OrderStatus): PaymentType | null {
  if (ADVANCE_STATUSES.includes(status)) return 'advance';
  if (FINAL_STATUSES.includes(status)) return 'final';
  return null;
}

/** Whether an advance is due once a provider is assigned (guard `advance_due`): card and transfer orders only. */
export function advanceIsDue(method: PaymentMethod | null, due: number): boolean {
  return (method === 'credit_card' || method === 'transfer') && due > 0;
}
