import type { OpsRole } from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import { insertOpsUser } from '../../src/dev/seed/seed-ops-team';
import { hashPassword } from '../../src/identity/auth/password-hash';
import { NORMAL_SIGN, post as postEntry, rechargePlan, setCreditLimit } from '../../src/money/ledger/index';
import type { Database } from '../../src/platform/db/database';
import { ledgerAccounts, postings, users } from '../../src/platform/db/schema/index';
import { companyScope } from '../../src/platform/db/scoped-db';
import { MEMBER_PASSWORD, multipartBody, samplePdf } from '../company/account-helpers';
import { call, nextPhone, signInWithPassword, type TestApp } from '../support/harness';

/** Each company account's balance recomputed from its postings (Σ amount × normal sign). */
export async function recomputedBalances(database: Database, companyId: string): Promise<Record<string, number>> {
  const rows = await database
    .systemDb('test: recomputes balances from the postings')
    .select({ kind: ledgerAccounts.kind, sum: sql<string>`coalesce(sum(${postings.amount}), 0)` })
    .from(ledgerAccounts)
    .leftJoin(postings, eq(postings.accountId, ledgerAccounts.id))
    .where(eq(ledgerAccounts.companyId, companyId))
    .groupBy(ledgerAccounts.kind);
  return Object.fromEntries(rows.map((row) => [row.kind, Number(row.sum) * NORMAL_SIGN[row.kind] + 0]));
}

/** Money straight into a company's wallet through the ledger (a bank deposit, no payment row), after setting its
 * credit limit when one is given; both in one transaction, at the test clock's time. */
export async function fundWallet(t: TestApp, companyId: string, amount: number, creditLimit?: number) {
  await companyScope(t.database.db, { companyId, membershipId: null }).transaction(async (scope) => {
    if (creditLimit !== undefined) await setCreditLimit(scope, creditLimit);
    await postEntry(scope, {
      type: 'deposit',
      paymentType: 'recharge',
      method: 'transfer',
      description: { ar: 'شحن', en: 'Recharge', fr: 'Recharge' },
      createdAt: new Date(t.clock.time),
      postings: rechargePlan(amount, 0, 'bank_clearing'),
    });
  });
}

/**
 * A platform ops account (account type ops, no company) holding these ops roles (default: admin, who may do every
 * ops action), signed in with a password.
 */
export async function opsUser(t: TestApp, roles: OpsRole[] = ['admin'], fullName = 'Ops Agent') {
  const phone = nextPhone();
  const db = t.database.systemDb('test set-up: an ops account');
  const userId = await insertOpsUser(db, { name: fullName, phone, roles });
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(MEMBER_PASSWORD) })
    .where(eq(users.id, userId));
  return { token: await signInWithPassword(t.app, phone, MEMBER_PASSWORD), userId, phone };
}

let keys = 0;
/** A fresh Idempotency-Key. */
export const newKey = () => `test-key-${process.pid}-${++keys}-${Date.now()}`;

export const post = (t: TestApp, url: string, token: string, body: unknown, key: string | null = newKey()) =>
  call(t.app, 'POST', url, { token, body, headers: key ? { 'idempotency-key': key } : {} });

/** The bank-transfer receipt recharging the wallet. */
const WALLET_TRANSFERS = '/api/v1/company/wallets/walletTempTransaction';

/** A bank transfer's receipt (a small PDF) sent with its form fields: a wallet recharge, or an order's payment. */
export function sendReceipt(t: TestApp, token: string, fields: Record<string, string>, url = WALLET_TRANSFERS) {
  const body = multipartBody(
    { field: 'receipt', data: samplePdf(), filename: 'receipt.pdf', contentType: 'application/pdf' },
    fields,
  );
  return t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType, 'idempotency-key': newKey() },
    payload: body.payload,
  });
}

/** Recharge by card through the test gateway's page API: start, then complete with the outcome. */
export async function cardRecharge(
  t: TestApp,
  token: string,
  amount: number,
  outcome: 'success' | 'failure' | 'cancel',
) {
  const started = await post(t, '/api/v1/company/wallets/walletPayment', token, { amount });
  if (started.statusCode !== 201) throw new Error(`recharge failed: ${JSON.stringify(started.body)}`);
  const session = new URL(started.body.data.redirect_url as string).searchParams.get('session')!;
  const completed = await call(t.app, 'POST', `/api/v1/public/test-gateway/sessions/${session}/complete`, {
    body: { outcome },
  });
  return { started, session, completed, paymentId: started.body.data.payment.id as string };
}

export const walletOf = async (t: TestApp, token: string) =>
  (await call(t.app, 'GET', '/api/v1/company/wallets/wallet', { token })).body.data;
