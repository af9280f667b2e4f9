import type { OpsWalletRefund, WalletRefund, WalletRefundStatus } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';
import { companies, users, walletRefunds } from '../../platform/db/schema/index';
import { referenceOf } from '../../platform/money-text/money-format';

// One read of refunds with who asked and which company, for the company's list and for ops.

export function selectRefunds(db: Queryable) {
  return db
    .select({ refund: walletRefunds, createdBy: users.fullName, company: companies.nameEn })
    .from(walletRefunds)
    .leftJoin(users, eq(users.id, walletRefunds.createdBy))
    .innerJoin(companies, eq(companies.id, walletRefunds.companyId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectRefunds>['where']>>[number];

export function toRefund({ refund, createdBy }: Row): WalletRefund {
  return {
    id: refund.id,
    reference: referenceOf('RFD', refund.seq),
    amount: refund.amount,
    iban: refund.iban,
    account_name: refund.accountName,
    note: refund.note,
    status: refund.status as WalletRefundStatus,
    reason: refund.reason,
    bank_reference: refund.bankReference,
    decided_at: refund.decidedAt?.toISOString() ?? null,
    created_by: createdBy ?? null,
    created_at: refund.createdAt.toISOString(),
  };
}

export const toOpsRefund = (row: Row): OpsWalletRefund => ({
  ...toRefund(row),
  company: { id: row.refund.companyId, name: row.company },
});
