import type { Payment, PaymentPurpose } from '@portal/contract';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { invoices, payments, users } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import type { Translate } from '../../platform/http/request-context';
import { referenceOf } from '../../platform/money-text/money-format';

// One payment as the contract shows it (GET company/wallets/walletPayment[/:id]).

export function selectPayments(scope: CompanyScope, ...conditions: (SQL | undefined)[]) {
  return scope
    .select({ payment: payments, invoiceCode: invoices.code, creatorName: users.fullName })
    .from(payments, ...conditions)
    .leftJoin(invoices, eq(invoices.id, payments.invoiceId))
    .leftJoin(users, eq(users.id, payments.createdBy));
}
export type PaymentRow = Awaited<ReturnType<typeof selectPayments>>[number];

export function toPayment(row: PaymentRow, t: Translate): Payment {
  const p = row.payment;
  return {
    id: p.id,
    reference: referenceOf('PAY', p.seq),
    method: p.method as Payment['method'],
    type: p.type as Payment['type'],
    status: p.status as Payment['status'],
    gateway: p.gateway as Payment['gateway'],
    gateway_status: p.gatewayStatus as Payment['gateway_status'],
    gateway_reference: p.gatewayReference,
    amount: p.amount,
    currency: 'SAR',
    failure_reason:
      p.failureCode === 'declined'
        ? t('money.failure.declined')
        : p.failureCode === 'canceled'
          ? t('money.failure.canceled')
          : null,
    invoice_id: p.invoiceId,
    invoice_code: row.invoiceCode,
    created_by: p.createdBy && row.creatorName ? { id: p.createdBy, name: row.creatorName } : null,
    created_at: p.createdAt.toISOString(),
    paid_at: p.paidAt?.toISOString() ?? null,
  };
}

export async function findPayment(scope: CompanyScope, id: string, t: Translate): Promise<Payment | null> {
  const [row] = await selectPayments(scope, eq(payments.id, id));
  return row ? toPayment(row, t) : null;
}

/** The payments of one order or package (its purpose and id), oldest first: one index lookup, no text search. */
export async function paymentsFor(
  scope: CompanyScope,
  purpose: PaymentPurpose,
  purposeId: string,
  t: Translate,
): Promise<Payment[]> {
  const rows = await selectPayments(
    scope,
    and(eq(payments.purpose, purpose), eq(payments.purposeId, purposeId)),
  ).orderBy(asc(payments.createdAt), asc(payments.seq));
  return rows.map((row) => toPayment(row, t));
}
