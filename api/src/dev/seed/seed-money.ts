import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { PaymentMethod } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { setCreditLimit } from '../../money/ledger/index';
import { postRecharge } from '../../money/payments/recharge-payable';
import { deductFromWallet } from '../../money/wallet/wallet-service';
import { payments, walletTempTransactions } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import type { FileStorage } from '../../platform/files/storage/storage';
import { referenceOf } from '../../platform/money-text/money-format';

// The demo company's money history (issue 9.8), written through the same ledger functions as the API: card and
// transfer recharges with their invoices over the past months, deductions for orders, a failed card payment and
// a transfer still waiting for ops. Ends with 2,500.00 SAR in the wallet and a 10,000.00 SAR credit line (seed-demo.ts then adds packages and a last transfer).

const DAY = 24 * 3600 * 1000;

/** Recharges (card or transfer) and orders paid from the wallet, oldest first. */
const HISTORY: readonly (
  | { daysAgo: number; amount: number; method: 'credit_card' | 'transfer' }
  | { daysAgo: number; amount: number; method: 'wallet'; order: string }
)[] = [
  { daysAgo: 120, amount: 150_000, method: 'credit_card' },
  { daysAgo: 90, amount: 200_000, method: 'transfer' },
  { daysAgo: 60, amount: 180_000, method: 'wallet', order: 'ORD-1001' },
  { daysAgo: 30, amount: 100_000, method: 'credit_card' },
  { daysAgo: 21, amount: 120_000, method: 'wallet', order: 'ORD-1002' },
];

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
  const posted = await postRecharge(scope, {
    paymentId: payment!.id,
    amount: input.amount,
    method: input.method,
    reference: referenceOf('PAY', payment!.seq),
    createdBy: input.userId,
    now: input.at,
  });
  await scope.update(payments, posted, eq(payments.id, payment!.id));
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
  for (const step of HISTORY) {
    const at = ago(step.daysAgo);
    if (step.method === 'wallet') {
      await deductFromWallet(scope, {
        amount: step.amount,
        type: 'order',
        reference: step.order,
        userId: ownerId,
        now: at,
      });
    } else {
      await recharge(scope, { amount: step.amount, method: step.method, at, userId: ownerId });
    }
  }
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
