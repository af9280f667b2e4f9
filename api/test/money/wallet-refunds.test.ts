import { opsWalletRefundSchema, walletRefundSchema } from '@portal/contract';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboxEvents } from '../../src/platform/db/schema/index';
import { companyOwner, memberWith } from '../company/account-helpers';
import { call, useTestApp } from '../support/harness';
import { cardRecharge, newKey, opsUser, post, recomputedBalances, walletOf } from './money-helpers';

// refund_payment b2b_payments: wallet money asked back to a Saudi IBAN. The amount leaves the wallet in the request's
// transaction (wallet → bank_clearing, a withdraw entry); ops pay it out or reject it (the amount comes back).

const REFUNDS = '/api/v1/company/wallets/refunds';
const OPS = '/api/v1/ops/wallets/refunds';
const IBAN = 'SA03 8000 0000 6080 1016 7519';

let owner: Awaited<ReturnType<typeof companyOwner>>;
let other: Awaited<ReturnType<typeof companyOwner>>;
let ops: { token: string };

const ask = (body: Record<string, unknown>, token = owner.token, key = newKey()) =>
  call(t.app, 'POST', REFUNDS, { token, body, headers: { lang: 'en', 'idempotency-key': key } });
const good = { amount: 40_000, iban: IBAN, account_name: 'Caps Co Finance' };

const t = useTestApp();
beforeAll(async () => {
  owner = await companyOwner(t, 'Refund Co');
  other = await companyOwner(t, 'Other Refund Co');
  ops = await opsUser(t);
  await cardRecharge(t, owner.token, 100_000, 'success');
});

describe('refund requests', () => {
  it('takes the amount out of the wallet once, whatever the retries', async () => {
    const key = newKey();
    const first = await ask(good, owner.token, key);
    expect(first.statusCode, JSON.stringify(first.body)).toBe(201);
    const refund = v.parse(walletRefundSchema, first.body.data);
    expect(refund).toMatchObject({ amount: 40_000, iban: 'SA0380000000608010167519', status: 'pending' });
    expect(refund.reference).toMatch(/^RFD-\d{6}$/);
    const replay = await ask(good, owner.token, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect((await walletOf(t, owner.token)).balance).toBe(60_000);
    expect((await recomputedBalances(t.database, owner.companyId)).wallet).toBe(60_000);
  });

  it('refuses bad input with field errors and never more than the balance', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, amount: 60_001 }, 'amount'],
      [{ ...good, amount: 0 }, 'amount'],
      [{ ...good, amount: 100.5 }, 'amount'],
      [{ ...good, iban: 'SA0380000000608010167518' }, 'iban'],
      [{ ...good, iban: 'GB82WEST12345698765432' }, 'iban'],
      [{ ...good, account_name: '' }, 'account_name'],
    ];
    for (const [body, field] of cases) {
      const answer = await ask(body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(answer.body.errors ?? {}), JSON.stringify(answer.body)).toEqual([field]);
    }
    expect((await ask({ ...good, amount: 60_001 })).body.errors?.amount?.[0]).toMatch(
      /more than the wallet balance \(600\.00 SAR\)/,
    );
    expect((await walletOf(t, owner.token)).balance).toBe(60_000);
  });

  it('needs refund_payment to ask and read b2b_payments to list; each company sees its own', async () => {
    const reader = await memberWith(t, owner.companyId, [{ action: 'read', subject: 'b2b_payments' }]);
    expect((await ask(good, reader.token)).statusCode).toBe(403);
    const listed = await call(t.app, 'GET', REFUNDS, { token: reader.token });
    expect(listed.statusCode).toBe(200);
    expect(listed.body.data).toHaveLength(1);
    expect((await call(t.app, 'GET', REFUNDS, { token: other.token })).body.data).toEqual([]);
    expect((await call(t.app, 'GET', OPS, { token: owner.token })).statusCode).toBe(403);
  });
});

describe('ops', () => {
  it('pays one out (money already left) and rejects another (money comes back)', async () => {
    const pending = await call(t.app, 'GET', `${OPS}?status=pending`, { token: ops.token });
    expect(pending.statusCode).toBe(200);
    const mine = pending.body.data.filter((row: { company: { id: string } }) => row.company.id === owner.companyId);
    expect(mine).toHaveLength(1);
    // The bank's reference is asked for: without it nothing is paid.
    const noReference = await post(t, `${OPS}/${mine[0].id}/pay`, ops.token, {});
    expect(noReference.statusCode).toBe(422);
    expect(Object.keys(noReference.body.errors ?? {})).toEqual(['bank_reference']);
    const paid = await post(t, `${OPS}/${mine[0].id}/pay`, ops.token, { bank_reference: ' SNB-2026-7781 ' });
    expect(paid.statusCode, JSON.stringify(paid.body)).toBe(200);
    expect(v.parse(opsWalletRefundSchema, paid.body.data)).toMatchObject({
      status: 'paid',
      bank_reference: 'SNB-2026-7781',
    });
    const seen = await call(t.app, 'GET', '/api/v1/company/wallets/refunds', { token: owner.token });
    expect(seen.body.data[0]).toMatchObject({ status: 'paid', bank_reference: 'SNB-2026-7781' });
    // The company's open wallet page hears of it (event stream).
    const events = await t.database.db
      .select()
      .from(outboxEvents)
      .where(sql`${outboxEvents.payload}->>'reference' = ${mine[0].reference}`);
    const decided = events.filter((e) => e.payload.status !== undefined);
    expect(decided.map((e) => [e.type, e.payload.status])).toEqual([['WALLET_CHANGED', 'paid']]);
    expect((await post(t, `${OPS}/${mine[0].id}/pay`, ops.token, { bank_reference: 'X' })).statusCode).toBe(409);
    expect((await walletOf(t, owner.token)).balance).toBe(60_000);

    const second = await ask({ ...good, amount: 10_000 });
    expect((await walletOf(t, owner.token)).balance).toBe(50_000);
    const noReason = await post(t, `${OPS}/${second.body.data.id}/reject`, ops.token, {});
    expect(noReason.statusCode).toBe(422);
    const rejected = await post(t, `${OPS}/${second.body.data.id}/reject`, ops.token, {
      reason: 'IBAN holder differs',
    });
    expect(rejected.statusCode, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body.data).toMatchObject({ status: 'rejected', reason: 'IBAN holder differs' });
    expect((await walletOf(t, owner.token)).balance).toBe(60_000);
    const balances = await recomputedBalances(t.database, owner.companyId);
    expect(balances.wallet).toBe(60_000);
  });
});
