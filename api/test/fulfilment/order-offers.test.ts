import { orderDetailsSchema, orderListSchema, orderPriceSchema } from '@portal/contract';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { offers, orders } from '../../src/platform/db/schema/index';
import type { companyOwner } from '../company/account-helpers';
import { cardRecharge } from '../money/money-helpers';
import { branchIn } from '../sales/package-helpers';
import { type Answer, call, useTestApp } from '../support/harness';
import { ORDERS, orderBody, orderDetails, orderingCompanies, postOrder, visitDay } from './order-helpers';

// Offer orders (issue 32.2, ADR 0070) through the real API on a real database: the offer's discount on its
// service's line before VAT, refused (422, on the field at fault) when the offer is not published, not valid today
// in Riyadh, its service is not ordered or a coupon is beside it; stored as type 'offer' with its offer. The test
// clock is Wednesday 2025-01-15 12:00 in Riyadh.

const t = useTestApp();
let owner: Awaited<ReturnType<typeof companyOwner>>;
let id: (code: string) => string;
let branch: string;

let offerCount = 0;
/** An offer on `service` (plumbing unless said), 20 % off, valid through 2025 unless said. */
async function newOffer(values: Partial<typeof offers.$inferInsert> = {}) {
  offerCount += 1;
  const [row] = await t.database.db
    .insert(offers)
    .values({
      code: `test_offer_${offerCount}`,
      nameAr: 'عرض السباكة',
      nameEn: 'Plumbing offer',
      nameFr: 'Offre plomberie',
      serviceId: id('plumbing'),
      discountBp: 2000,
      validFrom: '2025-01-01',
      validTo: '2025-12-31',
      ...values,
    })
    .returning();
  return row!.id;
}

let slotAt = 0;
const SLOTS = ['08:00', '09:00', '10:00', '11:00', '12:00', '14:00', '15:00', '16:00', '17:00', '18:00'];
/** An order on its own slot (the slot is never what refuses it). */
function order(extra: Record<string, unknown>, lang = 'en'): Promise<Answer> {
  const n = slotAt++;
  const slot = SLOTS[n % SLOTS.length]!;
  const body = {
    ...orderBody(id('plumbing'), { branch_id: branch }),
    date: visitDay(Math.floor(n / SLOTS.length)),
    slot,
    shift: slot < '14:00' ? 'morning' : 'evening',
    ...extra,
  };
  if (lang === 'en') return postOrder(t.app, owner.token, body);
  return call(t.app, 'POST', `${ORDERS}/order`, {
    token: owner.token,
    body,
    headers: { lang, 'idempotency-key': `offer-${n}` },
  });
}

const price = (body: Record<string, unknown>) =>
  call(t.app, 'POST', `${ORDERS}/order/price`, {
    token: owner.token,
    body: { branch_id: branch, services: [{ service_id: id('plumbing'), quantity: 1 }], ...body },
    headers: { lang: 'en' },
  });

beforeAll(async () => {
  ({ owner, id } = await orderingCompanies(t, 'Offer Co'));
  branch = await branchIn(t, owner.companyId, 'Olaya HQ', 'olaya');
});

describe('the price of an offer order', () => {
  it("takes the offer's discount off its service's line before VAT, and only off that line", async () => {
    const offerId = await newOffer();
    const plain = await price({});
    const alone = await price({ offer_id: offerId });
    expect(alone.statusCode, JSON.stringify(alone.body)).toBe(200);
    const priced = v.parse(orderPriceSchema, alone.body.data);
    // One plumbing visit at this branch is 17,250 (as for the coupon tests): 20 % = 3,450; 13,800 + 15 % VAT.
    expect(plain.body.data).toMatchObject({ subtotal: 17_250, discount: 0, offer_id: null, offer_discount: 0 });
    expect(priced).toMatchObject({
      subtotal: 17_250,
      offer_id: offerId,
      offer_discount: 3_450,
      discount: 3_450,
      taxable: 13_800,
      vat: 2_070,
      total: 15_870,
      coupon_code: null,
    });
    // With a second service, the offer leaves that service's line alone.
    const lines = [
      { service_id: id('plumbing'), quantity: 1 },
      { service_id: id('carpentry'), quantity: 2 },
    ];
    const both = await price({ services: lines, offer_id: offerId });
    const bothPlain = await price({ services: lines });
    expect(both.body.data.offer_discount).toBe(3_450);
    expect(both.body.data.subtotal).toBe(bothPlain.body.data.subtotal);
    expect(both.body.data.taxable).toBe(bothPlain.body.data.taxable - 3_450);
  });
});

describe('an offer order', () => {
  it("is stored as type 'offer' with its offer, counted as such, and its page shows the offer's discount", async () => {
    const offerId = await newOffer({ discountBp: 1500 });
    const placed = await order({ offer_id: offerId });
    expect(placed.statusCode, JSON.stringify(placed.body)).toBe(201);
    const created = placed.body.data.order;
    // 17,250 × 15 % = 2,587.5 → 2,588; 14,662 + VAT 2,199 (2,199.3).
    expect(created).toMatchObject({ type: 'offer', discount: 2_588, vat: 2_199, total: 16_861, coupon_code: null });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, created.id));
    expect(row).toMatchObject({ type: 'offer', offerId, discount: 2_588 });
    const details = await orderDetails(t, owner.token, created.reference);
    const page = v.parse(orderDetailsSchema, details.body.data);
    expect(page.offer).toEqual({
      id: offerId,
      code: `test_offer_${offerCount}`,
      name: { ar: 'عرض السباكة', en: 'Plumbing offer', fr: 'Offre plomberie' },
      service_id: id('plumbing'),
      discount_bp: 1500,
      discount: 2_588,
    });
    // The list's counts table (order_list_counts) keeps the type: the type filter's exact total finds it.
    const list = await call(t.app, 'GET', `${ORDERS}/order?type=offer`, { token: owner.token });
    const offersPage = v.parse(orderListSchema, list.body.data);
    expect(offersPage.total).toBe(1);
    expect(offersPage.items.map((item) => item.reference)).toEqual([created.reference]);
    // A plain one-time order stays 'onetime' and its page has no offer.
    const plain = await order({});
    expect(plain.body.data.order.type).toBe('onetime');
    expect((await orderDetails(t, owner.token, plain.body.data.order.reference)).body.data.offer).toBeNull();
  });

  it('paid from the wallet: the invoice carries the discount and names the offer as it was when issued', async () => {
    const offerId = await newOffer();
    await cardRecharge(t, owner.token, 100_000, 'success');
    const placed = await order({ offer_id: offerId, payment_method: 'wallet' });
    expect(placed.statusCode, JSON.stringify(placed.body)).toBe(201);
    const details = await orderDetails(t, owner.token, placed.body.data.order.reference);
    const readInvoice = () =>
      call(t.app, 'GET', `/api/v1/company/invoices/invoice/${details.body.data.invoice_ids[0]}`, {
        token: owner.token,
      });
    const invoice = await readInvoice();
    expect(invoice.body.data).toMatchObject({
      subtotal: 17_250,
      discount: 3_450,
      total: 15_870,
      coupon_code: null,
      offer_name: { ar: 'عرض السباكة', en: 'Plumbing offer', fr: 'Offre plomberie' },
    });
    // Renamed later by ops: the issued invoice keeps the name it was issued with.
    await t.database.db.update(offers).set({ nameEn: 'Spring plumbing' }).where(eq(offers.id, offerId));
    expect((await readInvoice()).body.data.offer_name.en).toBe('Plumbing offer');
    // An order without an offer: its invoice names none.
    const plain = await order({ payment_method: 'wallet' });
    const plainDetails = await orderDetails(t, owner.token, plain.body.data.order.reference);
    const plainInvoice = await call(
      t.app,
      'GET',
      `/api/v1/company/invoices/invoice/${plainDetails.body.data.invoice_ids[0]}`,
      { token: owner.token },
    );
    expect(plainInvoice.body.data.offer_name).toBeNull();
  });
});

describe('refusals', () => {
  const offerError = (answer: Answer) => answer.body.errors?.offer_id;

  it('an offer not yet valid, past, unpublished, retired or unknown: 422 on offer_id, nothing stored', async () => {
    const before = await t.database.db.$count(orders, eq(orders.companyId, owner.companyId));
    const ended = await order({ offer_id: await newOffer({ validFrom: '2024-12-01', validTo: '2025-01-14' }) });
    expect(ended.statusCode).toBe(422);
    expect(ended.body.message).toBeTruthy();
    expect(offerError(ended)).toEqual(['This offer ended on 2025-01-14']);
    const later = await order({ offer_id: await newOffer({ validFrom: '2025-01-16' }) });
    expect(offerError(later)).toEqual(['This offer can be ordered from 2025-01-16']);
    const unavailable = ['This offer is not available'];
    expect(offerError(await order({ offer_id: await newOffer({ status: 'submitted' }) }))).toEqual(unavailable);
    expect(offerError(await order({ offer_id: await newOffer({ isActive: false }) }))).toEqual(unavailable);
    expect(offerError(await order({ offer_id: '00000000-0000-4000-8000-000000000000' }))).toEqual(unavailable);
    expect(await t.database.db.$count(orders, eq(orders.companyId, owner.companyId))).toBe(before);
  });

  it('valid on its first and last day, in Riyadh days', async () => {
    expect((await price({ offer_id: await newOffer({ validFrom: '2025-01-15' }) })).statusCode).toBe(200);
    const lastDay = await newOffer({ validFrom: '2025-01-10', validTo: '2025-01-15' });
    expect((await price({ offer_id: lastDay })).statusCode).toBe(200);
    // 21:30 UTC is already 00:30 on the 16th in Riyadh: the offer has ended.
    const saved = t.clock.time;
    t.clock.time = Date.UTC(2025, 0, 15, 21, 30);
    try {
      const late = await price({ offer_id: lastDay });
      expect(late.statusCode).toBe(422);
      expect(offerError(late)).toEqual(['This offer ended on 2025-01-15']);
    } finally {
      t.clock.time = saved;
    }
  });

  it("an order without the offer's service: 422 on services; with a coupon: 422 on coupon (ar, fr too)", async () => {
    const acOffer = await newOffer({ serviceId: id('ac_maintenance') });
    const missing = await order({ offer_id: acOffer });
    expect(missing.statusCode).toBe(422);
    expect(missing.body.errors?.services).toEqual(['An order on this offer must include the offer’s service']);
    const offerId = await newOffer();
    const withCoupon = await order({ offer_id: offerId, coupon: 'WELCOME10' });
    expect(withCoupon.statusCode).toBe(422);
    expect(withCoupon.body.errors?.coupon).toEqual([
      'An offer order takes no coupon: the offer’s discount already applies',
    ]);
    expect((await order({ offer_id: offerId, coupon: 'WELCOME10' }, 'ar')).body.errors?.coupon).toEqual([
      'لا تُستخدم القسيمة مع طلب العرض: خصم العرض مطبّق بالفعل',
    ]);
    const ended = await newOffer({ validFrom: '2024-12-01', validTo: '2025-01-14' });
    expect(offerError(await order({ offer_id: ended }, 'fr'))).toEqual(['Cette offre a pris fin le 2025-01-14']);
    // The price preview refuses the same way.
    expect((await price({ offer_id: offerId, coupon: 'WELCOME10' })).body.errors?.coupon).toBeTruthy();
  });
});
