import { ORDER_RULES } from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyOwner, memberWith } from '../company/account-helpers';
import { cardRecharge, newKey, opsUser, recomputedBalances, sendReceipt, walletOf } from '../money/money-helpers';
import { call, useTestApp } from '../support/harness';
import { ORDERS } from './order-helpers';
import { insertOrder, operation, orderRow } from './orders-operations-helpers';

// Spec §7 company/orders/{updateStatus, confirmPayment, checkPayment, rate} through the real API: the machine's
// 409s with their localized refusal keys, ORDER_RULES 403s, another company's order 404, and the money of ADR 0010.

let owner: Awaited<ReturnType<typeof companyOwner>>;
let other: Awaited<ReturnType<typeof companyOwner>>;

const t = useTestApp();
/** The owner cancels the order with a reason (updateStatus). */
const cancel = (orderId: string, reason: string) =>
  operation(t, owner.token, 'updateStatus', { order_id: orderId, status: 'canceled', reason });
beforeAll(async () => {
  owner = await companyOwner(t, 'Orders Owner Co');
  other = await companyOwner(t, 'Other Co');
  await cardRecharge(t, owner.token, 500_000, 'success');
});

describe('cancel (updateStatus)', () => {
  it('cancels a paid wallet order and refunds the wallet in the same transaction; a replayed key answers the same', async () => {
    const order = await insertOrder(t, owner.companyId, { status: 'confirmed' });
    const before = (await walletOf(t, owner.token)).balance;
    const key = newKey();
    const body = { order_id: order.id, status: 'canceled', reason: 'Branch closed that day' };
    const answer = await operation(t, owner.token, 'updateStatus', body, key);
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data.order).toMatchObject({
      status: 'canceled',
      total_paid: 0,
      reason: 'Branch closed that day',
    });
    expect((await walletOf(t, owner.token)).balance).toBe(before + order.total);
    const balances = await recomputedBalances(t.database, owner.companyId);
    expect(balances.wallet).toBe(before + order.total);

    const replay = await operation(t, owner.token, 'updateStatus', body, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect((await walletOf(t, owner.token)).balance).toBe(before + order.total);
  });

  it('refunds nothing for a cash order (nothing was paid)', async () => {
    const order = await insertOrder(t, owner.companyId, { status: 'assigned', method: 'cash' });
    const before = (await walletOf(t, owner.token)).balance;
    const answer = await cancel(order.id, 'x');
    expect(answer.statusCode).toBe(200);
    expect((await walletOf(t, owner.token)).balance).toBe(before);
  });

  it('refuses once the provider is on the way: 409 orders.refused.cancel_too_late, localized', async () => {
    const order = await insertOrder(t, owner.companyId, { status: 'on_the_way' });
    const body = { order_id: order.id, status: 'canceled', reason: 'Too late' };
    const answer = await operation(t, owner.token, 'updateStatus', body);
    expect(answer.statusCode).toBe(409);
    // Arabic is the default language.
    expect(answer.body.message).toBe('لم يعد بالإمكان إلغاء هذا الطلب: مقدم الخدمة في الطريق');
    const english = await call(t.app, 'POST', '/api/v1/company/orders/updateStatus', {
      token: owner.token,
      body,
      headers: { 'idempotency-key': newKey(), lang: 'en' },
    });
    expect(english.body.message).toBe('This order can no longer be canceled: the provider is already on the way');
    expect((await orderRow(t, order.id)).status).toBe('on_the_way');
  });

  it('refuses a terminal order (409 terminal) and a held one (409 on_hold)', async () => {
    const closed = await insertOrder(t, owner.companyId, { status: 'failed', paid: false });
    const held = await insertOrder(t, owner.companyId, { status: 'on_hold', paid: false });
    const first = await cancel(closed.id, 'r');
    expect(first.statusCode).toBe(409);
    expect(first.body.data.reason).toBe('orders.refused.terminal');
    const second = await cancel(held.id, 'r');
    expect(second.statusCode).toBe(409);
    expect(second.body.data.reason).toBe('orders.refused.on_hold');
  });

  it('needs a reason (422 on reason) and an Idempotency-Key (400)', async () => {
    const order = await insertOrder(t, owner.companyId, { status: 'created', paid: false });
    const noReason = await operation(t, owner.token, 'updateStatus', { order_id: order.id, status: 'canceled' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.body.errors?.reason).toBeDefined();
    const noKey = await operation(
      t,
      owner.token,
      'updateStatus',
      { order_id: order.id, status: 'canceled', reason: 'r' },
      null,
    );
    expect(noKey.statusCode).toBe(400);
  });

  it('is 403 without the orderCancel rule and 404 for another company', async () => {
    const order = await insertOrder(t, owner.companyId, { status: 'created', paid: false });
    const reader = await memberWith(t, owner.companyId, [ORDER_RULES.ordersRead]);
    const body = { order_id: order.id, status: 'canceled', reason: 'r' };
    expect((await operation(t, reader.token, 'updateStatus', body)).statusCode).toBe(403);
    const foreign = await operation(t, other.token, 'updateStatus', body);
    expect(foreign.statusCode).toBe(404);
    expect((await orderRow(t, order.id)).status).toBe('created');
  });
});

describe('confirmPayment and checkPayment', () => {
  it('pays the advance of a card order from the wallet: assigned → advance_payment_paid, nothing left due', async () => {
    const order = await insertOrder(t, owner.companyId, { status: 'assigned', method: 'credit_card' });
    const before = (await walletOf(t, owner.token)).balance;
    const answer = await operation(t, owner.token, 'confirmPayment', { order_id: order.id, method: 'wallet' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data.order).toMatchObject({
      status: 'advance_payment_paid',
      total_paid: order.total,
      total_due: 0,
      payment_status: 'paid',
      payment_type: 'advance',
    });
    expect((await walletOf(t, owner.token)).balance).toBe(before - order.total);
    expect((await recomputedBalances(t.database, owner.companyId)).wallet).toBe(before - order.total);
  });

  it('refuses when nothing is due (409 orders.nothing_due) and in a status without a payment step (409)', async () => {
    const paid = await insertOrder(t, owner.companyId, { status: 'assigned' });
    const nothing = await operation(t, owner.token, 'confirmPayment', { order_id: paid.id, method: 'wallet' });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.body.data.reason).toBe('orders.nothing_due');
    const early = await insertOrder(t, owner.companyId, { status: 'confirmed', method: 'credit_card' });
    const refused = await operation(t, owner.token, 'confirmPayment', { order_id: early.id, method: 'wallet' });
    expect(refused.statusCode).toBe(409);
    expect(refused.body.data.reason).toBe('orders.refused.not_allowed');
  });

  it('card: answers the test gateway page; the paid callback settles the advance (gateway_clearing)', async () => {
    const order = await insertOrder(t, owner.companyId, { status: 'assigned', method: 'credit_card' });
    const before = (await walletOf(t, owner.token)).balance;
    const started = await operation(t, owner.token, 'confirmPayment', { order_id: order.id, method: 'credit_card' });
    expect(started.statusCode).toBe(200);
    expect(started.body.data.payment_url).toMatch(/session=/);
    expect(started.body.data.order.status).toBe('assigned');
    const session = new URL(started.body.data.payment_url).searchParams.get('session')!;
    const done = await call(t.app, 'POST', `/api/v1/public/test-gateway/sessions/${session}/complete`, {
      body: { outcome: 'success' },
    });
    expect(done.statusCode).toBe(200);
    const row = await orderRow(t, order.id);
    expect(row.status).toBe('advance_payment_paid');
    expect(row.paymentStatus).toBe('paid');
    expect(row.totalDue).toBe(0);
    expect(row.invoiceIds).toHaveLength(1);
    // The card paid: the wallet did not move.
    expect((await walletOf(t, owner.token)).balance).toBe(before);
    // Settled by the callback: checkPayment has nothing left to ask (422), and nothing moves twice.
    const checked = await operation(t, owner.token, 'checkPayment', { order_id: order.id }, null);
    expect(checked.statusCode).toBe(422);
  });

  it('card declined: fail_advance_payment (assigned → advance_payment_failed)', async () => {
    const order = await insertOrder(t, owner.companyId, { status: 'assigned', method: 'credit_card' });
    const started = await operation(t, owner.token, 'confirmPayment', { order_id: order.id, method: 'credit_card' });
    const session = new URL(started.body.data.payment_url).searchParams.get('session')!;
    await call(t.app, 'POST', `/api/v1/public/test-gateway/sessions/${session}/complete`, {
      body: { outcome: 'failure' },
    });
    await operation(t, owner.token, 'checkPayment', { order_id: order.id }, null);
    expect((await orderRow(t, order.id)).status).toBe('advance_payment_failed');
  });

  it('card paid after the order was canceled meanwhile: the money lands in the wallet, once', async () => {
    const order = await insertOrder(t, owner.companyId, { status: 'assigned', method: 'credit_card' });
    const started = await operation(t, owner.token, 'confirmPayment', { order_id: order.id, method: 'credit_card' });
    expect(started.statusCode).toBe(200);
    const session = new URL(started.body.data.payment_url).searchParams.get('session')!;
    // The client cancels while the gateway page is still open (nothing was paid yet: nothing to refund).
    const before = (await walletOf(t, owner.token)).balance;
    const canceled = await cancel(order.id, 'Not needed any more');
    expect(canceled.statusCode).toBe(200);
    expect((await walletOf(t, owner.token)).balance).toBe(before);

    const paid = await call(t.app, 'POST', `/api/v1/public/test-gateway/sessions/${session}/complete`, {
      body: { outcome: 'success' },
    });
    expect(paid.statusCode).toBe(200);
    expect((await walletOf(t, owner.token)).balance).toBe(before + order.total);
    expect(await orderRow(t, order.id)).toMatchObject({ status: 'canceled', totalPaid: 0 });
    // Asked again (the client's checkPayment, a replayed callback): nothing moves twice.
    await operation(t, owner.token, 'checkPayment', { order_id: order.id }, null);
    await call(t.app, 'POST', `/api/v1/public/test-gateway/sessions/${session}/complete`, {
      body: { outcome: 'success' },
    });
    expect((await walletOf(t, owner.token)).balance).toBe(before + order.total);
    const balances = await recomputedBalances(t.database, owner.companyId);
    expect(balances.wallet).toBe(before + order.total);
  });

  it('transfer: the receipt waits for ops (on_hold); confirmed → advance paid through bank clearing; rejected → advance failed', async () => {
    const ops = await opsUser(t);
    const upload = (orderId: string) =>
      sendReceipt(t, owner.token, { order_id: orderId, method: 'transfer' }, `${ORDERS}/confirmPayment`);
    const before = (await walletOf(t, owner.token)).balance;
    const order = await insertOrder(t, owner.companyId, { status: 'assigned', method: 'transfer' });
    const sent = await upload(order.id);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.order.payment_status).toBe('on_hold');
    const transferId = (await orderRow(t, order.id)).tempTransactionId!;
    const confirmed = await call(t.app, 'POST', `/api/v1/ops/wallets/temp-transactions/${transferId}/confirm`, {
      token: ops.token,
    });
    expect(confirmed.statusCode).toBe(200);
    const paid = await orderRow(t, order.id);
    expect(paid).toMatchObject({
      status: 'advance_payment_paid',
      paymentStatus: 'paid',
      totalDue: 0,
      tempTransactionId: null,
    });
    expect((await walletOf(t, owner.token)).balance).toBe(before);

    const declined = await insertOrder(t, owner.companyId, { status: 'assigned', method: 'transfer' });
    await upload(declined.id);
    const pending = (await orderRow(t, declined.id)).tempTransactionId!;
    const rejected = await call(t.app, 'POST', `/api/v1/ops/wallets/temp-transactions/${pending}/reject`, {
      token: ops.token,
      body: { reason: 'Amount does not match' },
    });
    expect(rejected.statusCode).toBe(200);
    expect(await orderRow(t, declined.id)).toMatchObject({ status: 'advance_payment_failed', paymentStatus: 'unpaid' });
  });

  it('is 403 without confirm_payment and 404 for another company', async () => {
    const order = await insertOrder(t, owner.companyId, { status: 'assigned', method: 'credit_card' });
    const reader = await memberWith(t, owner.companyId, [ORDER_RULES.ordersRead]);
    expect(
      (await operation(t, reader.token, 'confirmPayment', { order_id: order.id, method: 'wallet' })).statusCode,
    ).toBe(403);
    expect(
      (await operation(t, other.token, 'confirmPayment', { order_id: order.id, method: 'wallet' })).statusCode,
    ).toBe(404);
    expect((await operation(t, reader.token, 'checkPayment', { order_id: order.id })).statusCode).toBe(403);
  });
});

describe('rate', () => {
  it('completed → rated with 1–5 stars and a comment, once', async () => {
    const order = await insertOrder(t, owner.companyId, { status: 'completed' });
    const answer = await operation(t, owner.token, 'rate', { order_id: order.id, rating: 5, comment: 'Spotless' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data.order.status).toBe('rated');
    expect(answer.body.data.order.rating).toMatchObject({ stars: 5, comment: 'Spotless' });
    const again = await operation(t, owner.token, 'rate', { order_id: order.id, rating: 4 });
    expect(again.statusCode).toBe(409);
    expect(again.body.data.reason).toBe('orders.refused.terminal');
  });

  it('refuses 0 or 6 stars (422), an order not completed (409), without the rule (403), another company (404)', async () => {
    const order = await insertOrder(t, owner.companyId, { status: 'in_progress' });
    expect((await operation(t, owner.token, 'rate', { order_id: order.id, rating: 6 })).statusCode).toBe(422);
    expect((await operation(t, owner.token, 'rate', { order_id: order.id, rating: 0 })).statusCode).toBe(422);
    const early = await operation(t, owner.token, 'rate', { order_id: order.id, rating: 4 });
    expect(early.statusCode).toBe(409);
    expect(early.body.data.reason).toBe('orders.refused.not_allowed');
    const done = await insertOrder(t, owner.companyId, { status: 'completed' });
    const reader = await memberWith(t, owner.companyId, [ORDER_RULES.ordersRead]);
    expect((await operation(t, reader.token, 'rate', { order_id: done.id, rating: 4 })).statusCode).toBe(403);
    expect((await operation(t, other.token, 'rate', { order_id: done.id, rating: 4 })).statusCode).toBe(404);
  });
});
