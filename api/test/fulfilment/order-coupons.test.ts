import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { coupons, couponUses } from '../../src/platform/db/schema/index';
import { companyOwner } from '../company/account-helpers';
import { cardRecharge } from '../money/money-helpers';
import { branchIn } from '../sales/package-helpers';
import { type Answer, call, useTestApp } from '../support/harness';
import { ORDERS, orderBody, orderingCompanies, postOrder, visitDay } from './order-helpers';
import { operation } from './orders-operations-helpers';

// Coupons through the real API on a real database (ADR 0060): limits in total and per company, dates, two orders
// racing for the last use, the use given back by a cancel, and the discount on the order's invoice. The test clock
// is Wednesday 2025-01-15 in Riyadh.

type Company = Awaited<ReturnType<typeof companyOwner>>;

const t = useTestApp();
let owner: Company;
let other: Company;
let id: (code: string) => string;
const branches = new Map<string, string>();

async function branchOf(company: Company): Promise<string> {
  const known = branches.get(company.companyId);
  if (known) return known;
  const branch = await branchIn(t, company.companyId, `HQ ${company.companyId.slice(0, 4)}`, 'olaya');
  branches.set(company.companyId, branch);
  return branch;
}

async function newCoupon(code: string, values: Partial<typeof coupons.$inferInsert> = {}) {
  await t.database.db.insert(coupons).values({
    code,
    discountBp: 1000,
    validFrom: '2025-01-01',
    validTo: '2025-12-31',
    ...values,
  });
}

const usedCount = async (code: string) =>
  (await t.database.db.select().from(coupons).where(eq(coupons.code, code)))[0]!.usedCount;

let slotAt = 8;
/** An order with the coupon on its own slot (the slot is never what refuses it). */
async function orderWith(company: Company, coupon: string, method: 'cash' | 'wallet' = 'cash'): Promise<Answer> {
  const hour = slotAt++;
  const day = visitDay(Math.floor((hour - 8) / 12));
  const slot = `${String(8 + ((hour - 8) % 12)).padStart(2, '0')}:00`;
  const body = orderBody(id('plumbing'), { branch_id: await branchOf(company), coupon, payment_method: method });
  return postOrder(t.app, company.token, { ...body, date: day, slot, shift: slot < '14:00' ? 'morning' : 'evening' });
}

const couponError = (answer: Answer) => answer.body.errors?.coupon;

beforeAll(async () => {
  ({ owner, other, id } = await orderingCompanies(t, 'Coupon Co'));
});

describe('coupon limits', () => {
  it('once per company and twice in all: the second use of a company and the third of all are refused', async () => {
    await newCoupon('TWICE', { maxUses: 2, maxUsesPerCompany: 1 });
    expect((await orderWith(owner, 'twice')).statusCode).toBe(201);
    const again = await orderWith(owner, 'TWICE');
    expect(again.statusCode).toBe(422);
    expect(couponError(again)).toEqual(['Your company has already used this coupon 1 times, its limit']);
    expect((await orderWith(other, 'TWICE')).statusCode).toBe(201);
    const third = await companyOwner(t, 'Third Coupon Co');
    const usedUp = await orderWith(third, 'TWICE');
    expect(usedUp.statusCode).toBe(422);
    expect(couponError(usedUp)).toEqual(['This coupon has been used up']);
    expect(await usedCount('TWICE')).toBe(2);
    // The price preview says the same before the order is sent, in each language.
    const price = (lang: string) =>
      call(t.app, 'POST', `${ORDERS}/order/price`, {
        token: third.token,
        body: {
          branch_id: branches.get(third.companyId),
          services: [{ service_id: id('plumbing'), quantity: 1 }],
          coupon: 'TWICE',
        },
        headers: { lang },
      });
    expect(couponError(await price('ar'))).toEqual(['نفدت استخدامات هذه القسيمة']);
    expect(couponError(await price('fr'))).toEqual(['Ce code promo a été entièrement utilisé']);
  });

  it('refuses an expired, a future and an unknown coupon on the coupon field', async () => {
    await newCoupon('LASTYEAR', { validFrom: '2024-01-01', validTo: '2025-01-14' });
    await newCoupon('SUMMER', { validFrom: '2025-06-01', validTo: '2025-08-31' });
    await newCoupon('PAUSED', { isActive: false });
    const expired = await orderWith(owner, 'LASTYEAR');
    expect(expired.statusCode).toBe(422);
    expect(expired.body.message).toBeTruthy();
    expect(couponError(expired)).toEqual(['This coupon expired on 2025-01-14']);
    expect(couponError(await orderWith(owner, 'SUMMER'))).toEqual(['This coupon can be used from 2025-06-01']);
    expect(couponError(await orderWith(owner, 'NOSUCHCODE'))).toEqual(['No coupon has this code']);
    expect(couponError(await orderWith(owner, 'PAUSED'))).toEqual(['No coupon has this code']);
    const system = t.database.systemDb("test: every company's coupon uses");
    expect(await system.$count(couponUses)).toBeGreaterThan(0);
    const uses = await system
      .select()
      .from(couponUses)
      .innerJoin(coupons, eq(coupons.id, couponUses.couponId))
      .where(eq(coupons.code, 'LASTYEAR'));
    expect(uses).toEqual([]);
  });

  it('two orders racing for the last use: one is placed, the other refused, the count stays at the limit', async () => {
    await newCoupon('LASTONE', { maxUses: 1 });
    const answers = await Promise.all([orderWith(owner, 'LASTONE'), orderWith(other, 'LASTONE')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    expect(couponError(answers.find((answer) => answer.statusCode === 422)!)).toEqual(['This coupon has been used up']);
    expect(await usedCount('LASTONE')).toBe(1);
  });
});

describe('a canceled order gives its use back', () => {
  it('the use is returned once; the coupon can be used again', async () => {
    await newCoupon('ONCE', { maxUses: 1 });
    const placed = await orderWith(owner, 'ONCE');
    expect(placed.statusCode).toBe(201);
    const order = placed.body.data.order;
    expect((await orderWith(other, 'ONCE')).statusCode).toBe(422);
    const cancel = { order_id: order.id, status: 'canceled', reason: 'Not needed any more' };
    expect((await operation(t, owner.token, 'updateStatus', cancel)).statusCode).toBe(200);
    expect(await usedCount('ONCE')).toBe(0);
    const [use] = await t.database
      .systemDb("test: the order's coupon use")
      .select()
      .from(couponUses)
      .where(eq(couponUses.orderId, order.id));
    expect(use!.returnedAt).not.toBeNull();
    expect((await orderWith(other, 'ONCE')).statusCode).toBe(201);
    expect(await usedCount('ONCE')).toBe(1);
  });
});

describe('the discount on the invoice', () => {
  it('a wallet order with a coupon: the invoice has the discount and the coupon code', async () => {
    await newCoupon('INVOICE20', { discountBp: 2000, maxDiscount: 3_000 });
    await cardRecharge(t, owner.token, 100_000, 'success');
    const placed = await orderWith(owner, 'INVOICE20', 'wallet');
    expect(placed.statusCode, JSON.stringify(placed.body)).toBe(201);
    const order = placed.body.data.order;
    // 17,250 × 20 % = 3,450, capped at 3,000.
    expect(order).toMatchObject({ coupon_code: 'INVOICE20', discount: 3_000 });
    const [use] = await t.database.db
      .select()
      .from(couponUses)
      .where(and(eq(couponUses.orderId, order.id), eq(couponUses.companyId, owner.companyId)));
    expect(use!.discount).toBe(3_000);
    const details = await call(t.app, 'GET', `${ORDERS}/order/${order.reference}`, { token: owner.token });
    const invoice = await call(t.app, 'GET', `/api/v1/company/invoices/invoice/${details.body.data.invoice_ids[0]}`, {
      token: owner.token,
    });
    expect(invoice.body.data).toMatchObject({
      subtotal: 17_250,
      discount: 3_000,
      coupon_code: 'INVOICE20',
      total: order.total,
    });
  });
});
