import { ORDER_RULES } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoices, orders } from '../../src/platform/db/schema/index';
import { type companyOwner, memberWith } from '../company/account-helpers';
import { cardRecharge, opsUser, walletOf } from '../money/money-helpers';
import { branchIn } from '../sales/package-helpers';
import { call, useTestApp } from '../support/harness';
import { createOrder, type OrderOverrides, orderingCompanies, visitDay } from './order-helpers';
import { operation, orderRow, providerAccount } from './orders-operations-helpers';

// rescheduleOrder (in time and late, each with its rule) and the proposals: ops or the provider propose, repriced by
// the contract's pricing function; the client approves (total due rises → partial; falls → refund) or rejects.
// Orders are created through the real API (order-helpers) so repricing reads the real catalog and branch.

let owner: Awaited<ReturnType<typeof companyOwner>>;
let other: Awaited<ReturnType<typeof companyOwner>>;
let ops: { token: string };
let id: (code: string) => string;
let branch: string;

const t = useTestApp();
beforeAll(async () => {
  ({ owner, other, id } = await orderingCompanies(t, 'Changes Co'));
  ops = await opsUser(t);
  branch = await branchIn(t, owner.companyId, 'Olaya Changes', 'olaya');
  await cardRecharge(t, owner.token, 2_000_000, 'success');
});

/** An order of the owner at the test's branch, at `slot` on the default visit day. */
const orderAt = (slot: string, overrides: Partial<OrderOverrides> = {}) =>
  createOrder(t, owner.token, { branch_id: branch, slot, ...overrides });
const setStatus = (orderId: string, status: string) =>
  t.database.db.update(orders).set({ status }).where(eq(orders.id, orderId));
const propose = (orderId: string, body: unknown) =>
  call(t.app, 'POST', `/api/v1/ops/orders/${orderId}/proposals`, { token: ops.token, body });

describe('rescheduleOrder', () => {
  it('in time: a new free slot, the status stays; late (on the way): back to assigned', async () => {
    const order = await orderAt('09:00');
    const moved = await operation(t, owner.token, 'rescheduleOrder', {
      order_id: order.id,
      date: visitDay(1),
      slot: '11:00',
      shift: 'morning',
    });
    expect(moved.statusCode, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data.order).toMatchObject({ status: 'created', date: visitDay(1), time: '11:00' });

    await setStatus(order.id, 'on_the_way');
    const late = await operation(t, owner.token, 'rescheduleOrder', {
      order_id: order.id,
      date: visitDay(2),
      slot: '10:00',
      shift: 'morning',
      reason: 'Site closed',
    });
    expect(late.statusCode).toBe(200);
    expect(late.body.data.order).toMatchObject({ status: 'assigned', date: visitDay(2) });
  });

  it('needs reschedule_late_order once on the way (403 with only reschedule_order), 409 once the work started', async () => {
    const order = await orderAt('13:00');
    const member = await memberWith(t, owner.companyId, [ORDER_RULES.ordersRead, ORDER_RULES.orderReschedule]);
    const body = { order_id: order.id, date: visitDay(3), slot: '10:00', shift: 'morning' };
    expect((await operation(t, member.token, 'rescheduleOrder', body)).statusCode).toBe(200);
    await setStatus(order.id, 'arrived');
    expect((await operation(t, member.token, 'rescheduleOrder', { ...body, slot: '11:00' })).statusCode).toBe(403);
    await setStatus(order.id, 'in_progress');
    const late = await operation(t, owner.token, 'rescheduleOrder', { ...body, slot: '11:00' });
    expect(late.statusCode).toBe(409);
    expect(late.body.data.reason).toBe('orders.refused.reschedule_too_late');
    expect((await operation(t, other.token, 'rescheduleOrder', body)).statusCode).toBe(404);
  });

  it('refuses a slot too soon or outside its shift (422 on slot)', async () => {
    const order = await orderAt('15:00', { shift: 'evening' });
    const wrongShift = await operation(t, owner.token, 'rescheduleOrder', {
      order_id: order.id,
      date: visitDay(1),
      slot: '15:00',
      shift: 'morning',
    });
    expect(wrongShift.statusCode).toBe(422);
    expect(wrongShift.body.errors?.slot).toBeDefined();
    expect((await orderRow(t, order.id)).time).toBe('15:00');
  });
});

describe('proposals', () => {
  it('a service change approved raises the total: total due, payment status partial; paid from the wallet at the end', async () => {
    const order = await orderAt('16:00', {
      shift: 'evening',
      payment_method: 'wallet',
    });
    expect(order.payment_status).toBe('paid');
    const proposed = await propose(order.id, {
      kind: 'service_change',
      services: [{ service_id: id('plumbing'), quantity: 2 }],
      note: 'Second leak found',
    });
    expect(proposed.statusCode, JSON.stringify(proposed.body)).toBe(200);
    expect(proposed.body.data.order.services_status).toBe('changes_submitted');
    const [proposal] = (
      await call(t.app, 'GET', `/api/v1/company/orders/order/${order.reference}`, { token: owner.token })
    ).body.data.proposals;
    expect(proposal.total_difference).toBeGreaterThan(0);

    const approved = await operation(t, owner.token, 'approveServiceChanges', {
      order_id: order.id,
      proposal_id: proposal.id,
      decision: 'approved',
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.body.data.order).toMatchObject({
      total: order.total + proposal.total_difference,
      total_paid: order.total,
      total_due: proposal.total_difference,
      payment_status: 'partial',
      services_status: 'changes_approved',
    });
    expect(approved.body.data.order.services[0].quantity).toBe(2);
    const again = await operation(t, owner.token, 'approveServiceChanges', {
      order_id: order.id,
      proposal_id: proposal.id,
      decision: 'approved',
    });
    expect(again.statusCode).toBe(409);

    await setStatus(order.id, 'in_progress');
    const before = (await walletOf(t, owner.token)).balance;
    const paid = await operation(t, owner.token, 'confirmPayment', { order_id: order.id, method: 'wallet' });
    expect(paid.statusCode).toBe(200);
    expect(paid.body.data.order).toMatchObject({ status: 'final_payment_paid', total_due: 0, payment_status: 'paid' });
    expect((await walletOf(t, owner.token)).balance).toBe(before - proposal.total_difference);
  });

  it('a visit quotation approved with a lower total refunds the overpayment to the wallet', async () => {
    const order = await orderAt('18:00', {
      shift: 'evening',
      payment_method: 'wallet',
      services: [{ service_id: id('plumbing'), quantity: 3 }],
    });
    const proposed = await propose(order.id, {
      kind: 'visit_quotation',
      services: [{ service_id: id('plumbing'), quantity: 1 }],
    });
    const proposalId = (
      await call(t.app, 'GET', `/api/v1/company/orders/order/${order.reference}`, { token: owner.token })
    ).body.data.proposals[0].id;
    expect(proposed.statusCode).toBe(200);
    const before = (await walletOf(t, owner.token)).balance;
    const approved = await operation(t, owner.token, 'updateVisitQuotationStatus', {
      order_id: order.id,
      proposal_id: proposalId,
      status: 'approved',
    });
    expect(approved.statusCode).toBe(200);
    const now = approved.body.data.order;
    expect(now.total).toBeLessThan(order.total);
    expect(now).toMatchObject({ total_paid: now.total, total_due: 0, payment_status: 'paid' });
    expect((await walletOf(t, owner.token)).balance).toBe(before + (order.total - now.total));
    // A partial refund of an invoiced order: a credit note of the refunded amount only (ADR 0061).
    const [invoiceId] = (await orderRow(t, order.id)).invoiceIds;
    const notes = await t.database.db.select().from(invoices).where(eq(invoices.creditedInvoiceId, invoiceId!));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ documentType: 'credit_note', total: order.total - now.total });
    expect(notes[0]!.creditReason).toContain('Order total lowered by an approved change');
  });

  it('rejection changes nothing but the proposal; the wrong endpoint, rule or company is refused', async () => {
    const order = await orderAt('12:00');
    await propose(order.id, { kind: 'visit_change', date: visitDay(4), slot: '10:00' });
    const proposalId = (
      await call(t.app, 'GET', `/api/v1/company/orders/order/${order.reference}`, { token: owner.token })
    ).body.data.proposals[0].id;
    const body = { order_id: order.id, proposal_id: proposalId, decision: 'rejected' };
    expect((await operation(t, owner.token, 'approveServiceChanges', body)).statusCode).toBe(404);
    const reader = await memberWith(t, owner.companyId, [ORDER_RULES.ordersRead]);
    expect((await operation(t, reader.token, 'approveVisitChanges', body)).statusCode).toBe(403);
    expect((await operation(t, other.token, 'approveVisitChanges', body)).statusCode).toBe(404);
    const rejected = await operation(t, owner.token, 'approveVisitChanges', body);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.body.data.order).toMatchObject({
      date: order.date,
      time: '12:00',
      services_status: 'changes_rejected',
    });
  });

  it('a visit change approved moves the visit; the provider proposes too; a held order takes no proposal (409)', async () => {
    const provider = await providerAccount(t, 'Proposing Provider');
    const order = await orderAt('10:30');
    await t.database.db
      .update(orders)
      .set({ status: 'arrived', providerId: provider.providerId })
      .where(eq(orders.id, order.id));
    const proposed = await call(t.app, 'POST', `/api/v1/providers/orders/${order.id}/proposals`, {
      token: provider.token,
      body: { kind: 'visit_change', date: visitDay(5), slot: '10:00' },
    });
    expect(proposed.statusCode, JSON.stringify(proposed.body)).toBe(200);
    const proposalId = (
      await call(t.app, 'GET', `/api/v1/company/orders/order/${order.reference}`, { token: owner.token })
    ).body.data.proposals[0].id;
    const approved = await operation(t, owner.token, 'approveVisitChanges', {
      order_id: order.id,
      proposal_id: proposalId,
      decision: 'approved',
    });
    expect(approved.statusCode, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data.order).toMatchObject({ date: visitDay(5), time: '10:00' });

    const missing = await propose(order.id, { kind: 'visit_change' });
    expect(missing.statusCode).toBe(422);
    await setStatus(order.id, 'on_hold');
    const held = await propose(order.id, {
      kind: 'service_change',
      services: [{ service_id: id('plumbing'), quantity: 2 }],
    });
    expect(held.statusCode).toBe(409);
    expect(held.body.data.reason).toBe('orders.refused.on_hold');
  });
});
