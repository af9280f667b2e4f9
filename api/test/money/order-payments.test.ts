import { MONEY_RULES, ORDER_RULES } from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyOwner, memberWith, multipartBody, samplePdf } from '../company/account-helpers';
import { createOrder, orderDetails } from '../fulfilment/order-helpers';
import { insertOrder, operation, orderRow } from '../fulfilment/orders-operations-helpers';
import { branchIn } from '../sales/package-helpers';
import { call, useTestApp } from '../support/harness';
import { cardRecharge, newKey, opsUser } from './money-helpers';

// Issue 25.2: a payment knows what it paid. The order's own answer (GET company/orders/order/:reference) lists its
// payments, whatever the method: the wallet at creation, a card through the test gateway, a transfer confirmed by
// ops. Before, the order page searched the payments list by the order's reference, which matched none of them.

let owner: Awaited<ReturnType<typeof companyOwner>>;

const t = useTestApp();
beforeAll(async () => {
  owner = await companyOwner(t, 'Order Payments Co');
  await cardRecharge(t, owner.token, 500_000, 'success');
});

const paymentsOf = async (token: string, reference: string) => {
  const answer = await orderDetails(t, token, reference);
  expect(answer.statusCode).toBe(200);
  return answer.body.data.payments as { method: string; status: string; amount: number; type: string }[] | null;
};

describe('the order answer lists its payments', () => {
  it('wallet: the payment of the order’s creation, paid, with its invoice', async () => {
    const branch = await branchIn(t, owner.companyId, 'Wallet Branch');
    const order = await createOrder(t, owner.token, { branch_id: branch, payment_method: 'wallet' });
    const payments = await paymentsOf(owner.token, order.reference);
    expect(payments).toEqual([
      expect.objectContaining({ method: 'wallet', status: 'paid', type: 'final', amount: order.total }),
    ]);
    expect((payments![0] as unknown as { invoice_id: string | null }).invoice_id).not.toBeNull();
  });

  it('card: the gateway page sends the browser back to the order; the paid card payment is listed', async () => {
    const order = await insertOrder(t, owner.companyId, { status: 'assigned', method: 'credit_card' });
    const started = await operation(t, owner.token, 'confirmPayment', { order_id: order.id, method: 'credit_card' });
    expect(started.statusCode).toBe(200);
    const session = new URL(started.body.data.payment_url).searchParams.get('session')!;
    const page = await call(t.app, 'GET', `/api/v1/public/test-gateway/sessions/${session}`);
    expect(page.body.data.return_url).toMatch(new RegExp(`^/b2b/orders/view/${order.reference}\\?payment=`));
    expect(page.body.data.description).toContain(order.reference);
    const done = await call(t.app, 'POST', `/api/v1/public/test-gateway/sessions/${session}/complete`, {
      body: { outcome: 'success' },
    });
    expect(done.statusCode).toBe(200);
    expect(done.body.data.return_url).toBe(page.body.data.return_url);
    const payments = await paymentsOf(owner.token, order.reference);
    expect(payments).toEqual([
      expect.objectContaining({ method: 'credit_card', status: 'paid', type: 'advance', amount: order.total }),
    ]);
  });

  it('transfer: listed once ops confirm the receipt', async () => {
    const ops = await opsUser(t);
    const order = await insertOrder(t, owner.companyId, { status: 'assigned', method: 'transfer' });
    const form = multipartBody(
      { field: 'receipt', filename: 'receipt.pdf', contentType: 'application/pdf', data: samplePdf() },
      { order_id: order.id, method: 'transfer' },
    );
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/company/orders/confirmPayment',
      headers: {
        authorization: `Bearer ${owner.token}`,
        'content-type': form.contentType,
        'idempotency-key': newKey(),
      },
      payload: form.payload,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    // Waiting for ops: no payment yet.
    expect(await paymentsOf(owner.token, order.reference)).toEqual([]);
    const transferId = (await orderRow(t, order.id)).tempTransactionId!;
    const confirmed = await call(t.app, 'POST', `/api/v1/ops/wallets/temp-transactions/${transferId}/confirm`, {
      token: ops.token,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(await paymentsOf(owner.token, order.reference)).toEqual([
      expect.objectContaining({ method: 'transfer', status: 'paid', type: 'advance', amount: order.total }),
    ]);
  });

  it('another order’s payments never show, and a member who may not read payments gets null', async () => {
    const order = await insertOrder(t, owner.companyId, { status: 'assigned', method: 'credit_card' });
    expect(await paymentsOf(owner.token, order.reference)).toEqual([]);
    const reader = await memberWith(t, owner.companyId, [ORDER_RULES.ordersRead]);
    expect(await paymentsOf(reader.token, order.reference)).toBeNull();
    const moneyReader = await memberWith(t, owner.companyId, [ORDER_RULES.ordersRead, MONEY_RULES.paymentsRead]);
    expect(await paymentsOf(moneyReader.token, order.reference)).toEqual([]);
  });
});
