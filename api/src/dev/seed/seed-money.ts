import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { PaymentMethod } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { localized } from '../../messaging/notifications/notify-company';
import { issueInvoice } from '../../money/invoices/issue-invoice';
import { lockCompanyAccounts, post, rechargePlan, setCreditLimit } from '../../money/ledger/index';
import { deductFromWallet } from '../../money/wallet/wallet-service';
import { payments, walletTempTransactions } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import type { FileStorage } from '../../platform/files/storage/storage';
import { referenceOf } from '../../platform/money-text/money-format';

// The demo company's money history (issue 9.8), written through the same ledger functions as the API: card and
// transfer recharges with their invoices over the past months, deductions for orders, a failed card payment and
// a transfer still waiting for ops. Ends with 2,500.00 SAR in the wallet and a 10,000.00 SAR credit line (seed-demo.ts then adds packages and a last transfer).

const DAY = 24 * 3600 * 1000;

export async function recharge(
  scope: CompanyScope,
  input: { amount: number; method: Extract<PaymentMethod, 'credit_card' | 'transfer'>; at: Date; userId: string },
) {
  const [payment] = await scope
    .insert(payments)
    .values({
      purpose: 'recharge',
      method: input.method,
      type: 'recharge',
      status: 'paid',
      amount: input.amount,
      gateway: input.method === 'credit_card' ? 'test' : null,
      gatewayStatus: input.method === 'credit_card' ? 'paid' : null,
      gatewayReference: input.method === 'credit_card' ? `tg_seed_${randomBytes(8).toString('hex')}` : null,
      createdBy: input.userId,
      createdAt: input.at,
      updatedAt: input.at,
      paidAt: input.at,
    })
    .returning({ id: payments.id, seq: payments.seq });
  const reference = referenceOf('PAY', payment!.seq);
  const accounts = await lockCompanyAccounts(scope);
  const invoice = await issueInvoice(scope, {
    kind: 'recharge',
    status: 'paid',
    issuedAt: input.at,
    lines: [{ description: localized('money.line.wallet_recharge'), quantity: 1, unitPrice: input.amount, vat: 0 }],
    paid: input.amount,
    paymentId: payment!.id,
  });
  const entry = await post(
    scope,
    {
      type: 'deposit',
      paymentType: 'recharge',
      method: input.method,
      paymentId: payment!.id,
      invoiceId: invoice.id,
      reference,
      description: localized(
        input.method === 'credit_card' ? 'money.entry.card_recharge' : 'money.entry.transfer_recharge',
        {
          reference,
        },
      ),
      createdBy: input.userId,
      createdAt: input.at,
      postings: rechargePlan(
        input.amount,
        accounts.credit_line.balance,
        input.method === 'credit_card' ? 'gateway_clearing' : 'bank_clearing',
      ),
    },
    accounts,
  );
  await scope.update(payments, { entryId: entry.id, invoiceId: invoice.id }, eq(payments.id, payment!.id));
}

/** A small PDF receipt in the file storage for the pending transfer (random key, like an upload). */
export function writeReceipt(files: FileStorage) {
  const bytes = Buffer.from('%PDF-1.4\n% Demo bank transfer receipt\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  return files.save(Readable.from([bytes]));
}

/** A bank transfer the company uploaded with its receipt, waiting for ops (as POST company/wallets/temp-transactions). */
export async function insertPendingTransfer(
  scope: CompanyScope,
  files: FileStorage,
  input: { amount: number; note: string; fileName: string; userId: string; at: Date },
) {
  const receipt = await writeReceipt(files);
  const [temp] = await scope
    .insert(walletTempTransactions)
    .values({
      purpose: 'recharge',
      amount: input.amount,
      note: input.note,
      receiptStorageKey: receipt.storageKey,
      receiptOriginalName: input.fileName,
      receiptMime: 'application/pdf',
      receiptSize: receipt.size,
      receiptSha256: receipt.sha256,
      createdBy: input.userId,
      createdAt: input.at,
    })
    .returning({ id: walletTempTransactions.id });
  return temp!.id;
}

export async function seedMoney(
  scope: CompanyScope,
  input: { ownerId: string; now: Date; files: FileStorage | null },
): Promise<void> {
  const { ownerId, now } = input;
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  await setCreditLimit(scope, 1_000_000);
  await recharge(scope, { amount: 150_000, method: 'credit_card', at: ago(120), userId: ownerId });
  await recharge(scope, { amount: 200_000, method: 'transfer', at: ago(90), userId: ownerId });
  await deductFromWallet(scope, {
    amount: 180_000,
    type: 'order',
    reference: 'ORD-1001',
    userId: ownerId,
    now: ago(60),
  });
  await recharge(scope, { amount: 100_000, method: 'credit_card', at: ago(30), userId: ownerId });
  await deductFromWallet(scope, {
    amount: 120_000,
    type: 'order',
    reference: 'ORD-1002',
    userId: ownerId,
    now: ago(21),
  });
  await scope.insert(payments).values({
    purpose: 'recharge',
    method: 'credit_card',
    type: 'recharge',
    status: 'none',
    amount: 50_000,
    gateway: 'test',
    gatewayStatus: 'failed',
    gatewayReference: `tg_seed_${randomBytes(8).toString('hex')}`,
    failureCode: 'declined',
    createdBy: ownerId,
    createdAt: ago(14),
    updatedAt: ago(14),
  });
  await recharge(scope, { amount: 100_000, method: 'credit_card', at: ago(10), userId: ownerId });
  if (input.files) {
    await insertPendingTransfer(scope, input.files, {
      amount: 75_000,
      note: 'Transfer from Al Rajhi Bank',
      fileName: 'transfer-receipt.pdf',
      userId: ownerId,
      at: new Date(now.getTime() - 6 * 3600 * 1000),
    });
  }
}
