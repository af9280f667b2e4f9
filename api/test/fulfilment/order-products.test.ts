import type { Service } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { payOrder } from '../../src/fulfilment/orders/money/order-money';
import { orders, serviceProducts } from '../../src/platform/db/schema/index';
import { companyScope } from '../../src/platform/db/scoped-db';
import type { companyOwner } from '../company/account-helpers';
import { cardRecharge } from '../money/money-helpers';
import { branchIn, catalogServices, serviceByCode } from '../sales/package-helpers';
import { type Answer, call, useTestApp } from '../support/harness';
import { ORDERS, orderBody, orderDetails, orderingCompanies, postOrder } from './order-helpers';

// Optional products on one-time orders (issue 32 item 3, ADR 0066): priced by the contract's function beside their
// service, stored on the line, on the order page and the invoice; a product the service does not offer (another
// service's, an inactive one) or one chosen twice is a 422 on its field and nothing is kept.

let owner: Awaited<ReturnType<typeof companyOwner>>;
let olaya: string;
let plumbing: Service;
let ac: Service;

const fieldsOf = (answer: Answer) => answer.body.errors ?? {};
const productOf = (service: Service, code: string) => service.products.find((product) => product.code === code)!;
const ordersOf = async () =>
  t.database.db.select({ reference: orders.reference }).from(orders).where(eq(orders.companyId, owner.companyId));
const priceOf = (products: { product_id: string; quantity: number }[]) =>
  call(t.app, 'POST', `${ORDERS}/order/price`, {
    token: owner.token,
    body: { branch_id: olaya, services: [{ service_id: plumbing.id, quantity: 1, products }] },
    headers: { lang: 'en' },
  });

const t = useTestApp();
beforeAll(async () => {
  ({ owner } = await orderingCompanies(t, 'Products Co'));
  olaya = await branchIn(t, owner.companyId, 'Olaya HQ', 'olaya');
  const services = await catalogServices(t, owner.token);
  plumbing = serviceByCode(services, 'plumbing');
  ac = serviceByCode(services, 'ac_maintenance');
});

describe('optional products on a one-time order', () => {
  it('the catalog offers each service its products with their prices', () => {
    expect(plumbing.products.map((product) => [product.code, product.price])).toEqual([
      ['plumbing_mixer', 18_000],
      ['plumbing_siphon', 4_500],
    ]);
  });

  it('prices them per piece beside the service, unfactored, before VAT', async () => {
    const mixers = await priceOf([{ product_id: productOf(plumbing, 'plumbing_mixer').id, quantity: 2 }]);
    expect(mixers.statusCode, JSON.stringify(mixers.body)).toBe(200);
    // Plumbing 15,000 × 1.15 (one_time) = 17,250; two mixers 2 × 18,000 = 36,000; VAT 15 % of 53,250 = 7,988.
    expect(mixers.body.data.lines[0]).toMatchObject({
      amount: 17_250,
      products: [{ quantity: 2, unit_price: 18_000, units: 2, amount: 36_000 }],
    });
    expect(mixers.body.data).toMatchObject({ subtotal: 53_250, vat: 7_988, total: 61_238 });
  });

  it('stores them on the order line, shows them on the order page and as invoice lines (wallet)', async () => {
    await cardRecharge(t, owner.token, 100_000, 'success');
    const siphon = productOf(plumbing, 'plumbing_siphon');
    const body = orderBody(plumbing.id, {
      branch_id: olaya,
      payment_method: 'wallet',
      services: [{ service_id: plumbing.id, quantity: 1, products: [{ product_id: siphon.id, quantity: 3 }] }],
    });
    const answer = await postOrder(t.app, owner.token, body);
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(201);
    // 17,250 + 3 × 4,500 = 30,750; VAT 4,613; total 35,363, paid from the wallet.
    expect(answer.body.data.order).toMatchObject({ subtotal: 30_750, vat: 4_613, total: 35_363, total_due: 0 });
    const page = (await orderDetails(t, owner.token, answer.body.data.order.reference)).body.data;
    expect(page.order.services[0].products).toEqual([
      { product_id: siphon.id, name: siphon.name, quantity: 3, unit_price: 4_500, amount: 13_500 },
    ]);
    const invoice = await call(t.app, 'GET', `/api/v1/company/invoices/invoice/${page.invoice_ids[0]}`, {
      token: owner.token,
    });
    const lines = invoice.body.data.lines as { description: { en: string }; quantity: number; amount: number }[];
    expect(lines.map((line) => [line.description.en, line.quantity, line.amount])).toEqual([
      ['Plumbing', 1, 17_250],
      ['Siphon', 3, 13_500],
    ]);
    expect(invoice.body.data).toMatchObject({ subtotal: 30_750, vat: 4_613, total: 35_363 });
  });

  it('a card, transfer or cash order invoices its products as lines too, when it is paid', async () => {
    const mixer = productOf(plumbing, 'plumbing_mixer');
    const body = orderBody(plumbing.id, {
      branch_id: olaya,
      slot: '15:00',
      shift: 'evening',
      services: [{ service_id: plumbing.id, quantity: 1, products: [{ product_id: mixer.id, quantity: 1 }] }],
    });
    const answer = await postOrder(t.app, owner.token, body);
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(201);
    const created = answer.body.data.order;
    // Cash collected on site: the payment the collectCash routes post, in one transaction.
    const scope = companyScope(t.database.db, { companyId: owner.companyId, membershipId: null });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, created.id));
    await scope.transaction(async (tx) => {
      const now = new Date(t.clock.time);
      const changes = await payOrder(tx, row!, { source: 'cash_clearing', amount: created.total, userId: null, now });
      await tx.update(orders, changes, eq(orders.id, created.id));
    });
    const page = (await orderDetails(t, owner.token, created.reference)).body.data;
    const invoice = await call(t.app, 'GET', `/api/v1/company/invoices/invoice/${page.invoice_ids[0]}`, {
      token: owner.token,
    });
    const lines = invoice.body.data.lines as { description: { en: string }; amount: number; vat: number }[];
    // 17,250 + 18,000 = 35,250; VAT 5,288 spread over the lines in proportion (2,587 + 2,701 with the remainder).
    expect(lines.map((line) => [line.description.en, line.amount])).toEqual([
      ['Plumbing', 17_250],
      ['Water mixer', 18_000],
    ]);
    expect(lines.reduce((sum, line) => sum + line.vat, 0)).toBe(5_288);
    expect(invoice.body.data).toMatchObject({ subtotal: 35_250, vat: 5_288, total: 40_538 });
  });

  it('refuses a product of another service, an inactive one and one chosen twice, keeping nothing', async () => {
    const before = await ordersOf();
    const foreign = await postOrder(
      t.app,
      owner.token,
      orderBody(plumbing.id, {
        branch_id: olaya,
        slot: '11:00',
        services: [
          { service_id: plumbing.id, quantity: 1, products: [{ product_id: ac.products[0]!.id, quantity: 1 }] },
        ],
      }),
    );
    expect(foreign.statusCode).toBe(422);
    expect(fieldsOf(foreign)).toEqual({
      'services.0.products.0.product_id': ['This product is not offered with this service'],
    });
    const mixer = productOf(plumbing, 'plumbing_mixer');
    const twice = await priceOf([
      { product_id: mixer.id, quantity: 1 },
      { product_id: mixer.id, quantity: 2 },
    ]);
    expect(twice.statusCode).toBe(422);
    expect(fieldsOf(twice)).toEqual({
      'services.0.products.1.product_id': ['This product is already chosen for this service'],
    });
    const none = await priceOf([{ product_id: mixer.id, quantity: 0 }]);
    expect(none.statusCode).toBe(422);
    expect(Object.keys(fieldsOf(none))).toEqual(['services.0.products.0.quantity']);
    // A product ops withdrew is no longer offered, even to a form that still shows it.
    await t.database.db.update(serviceProducts).set({ isActive: false }).where(eq(serviceProducts.id, mixer.id));
    try {
      const withdrawn = await priceOf([{ product_id: mixer.id, quantity: 1 }]);
      expect(withdrawn.statusCode).toBe(422);
      expect(Object.keys(fieldsOf(withdrawn))).toEqual(['services.0.products.0.product_id']);
    } finally {
      await t.database.db.update(serviceProducts).set({ isActive: true }).where(eq(serviceProducts.id, mixer.id));
    }
    expect(await ordersOf()).toEqual(before);
  });
});
