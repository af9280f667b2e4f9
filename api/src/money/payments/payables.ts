import type { PaymentPurpose } from '@portal/contract';
import type { Db } from '../../platform/db/database';
import type { payments, walletTempTransactions } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import type { Translate } from '../../platform/http/request-context';
import type { GatewayPaymentState } from './gateway/gateway';

// The one registry of payable things (ADR 0041): an order, a package, a wallet recharge, and whatever comes next.
// A payment and a bank transfer carry their purpose (and the id of what they pay for); the money code (card
// returns, ops transfer decisions, spending approvals) settles them through the payable registered for that
// purpose and never imports the features that sell. Each payable feature exports its Payable; every entry that runs
// money code (the app, the demo seed) registers them once through ../register-payables.ts.

export type PaymentRow = typeof payments.$inferSelect;
export type TransferRow = typeof walletTempTransactions.$inferSelect;
export type TransferDecision = { kind: 'confirm' } | { kind: 'reject'; reason: string };
/** The gateway's final word on a card payment (settle-payment.ts has already answered 'initiated'). */
export type SettledCardState = GatewayPaymentState & { status: 'paid' | 'failed' | 'canceled' };
type CardOutcome = 'paid' | 'failed' | 'canceled' | 'mismatch';

/** A payment held by a branch's monthly cap (api/src/money/spending), waiting for a decision. */
export interface HeldPayment {
  purposeId: string;
  amount: number;
  /** The payment step held; null: the payment made when it was created. */
  operation: 'pay_advance' | 'pay_final' | null;
}
export type HeldDecision = { kind: 'approve' } | { kind: 'reject'; reason: string | null };

export interface Payable {
  purpose: PaymentPurpose;
  /** The gateway's word on one of its card payments (unpaid, reference matched), in the caller's transaction. */
  settleCard(scope: CompanyScope, payment: PaymentRow, state: SettledCardState, now: Date): Promise<CardOutcome>;
  /** Ops confirm or reject one of its pending bank transfers, in the decision's transaction. */
  decideTransfer(
    scope: CompanyScope,
    transfer: TransferRow,
    decision: TransferDecision,
    opsUserId: string,
    now: Date,
  ): Promise<void>;
  /** What the test gateway's hosted page says the payment is for, and where it sends the browser back. */
  hostedPage(
    db: Db,
    payment: { id: string; seq: number; purposeId: string | null },
    t: Translate,
  ): Promise<{ description: string; returnPath: string }>;
  /** Approves or rejects a payment a spending cap held (only payables that can be held); answers its reference. */
  decideHeld?(
    scope: CompanyScope,
    held: HeldPayment,
    decision: HeldDecision,
    userId: string,
    now: Date,
  ): Promise<{ reference: string }>;
}

const registry = new Map<PaymentPurpose, Payable>();

/** Registers a payable (the same object again is a no-op: every app built in one process registers the same). */
export function registerPayable(payable: Payable): void {
  const known = registry.get(payable.purpose);
  if (known && known !== payable) throw new Error(`payable ${payable.purpose} registered twice`);
  registry.set(payable.purpose, payable);
}

/** The payable of a purpose; a purpose nobody registered is a wiring mistake, not a user error. */
export function payableOf(purpose: PaymentPurpose): Payable {
  const payable = registry.get(purpose);
  if (!payable) throw new Error(`no payable registered for ${purpose}`);
  return payable;
}
