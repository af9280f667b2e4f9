import type { CompanyProduct, CompanyService, OpsCompanyPrice, Service } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyPrices } from '../../src/platform/db/schema/index';
import { companyOwner, memberWith } from '../company/account-helpers';
import { orderBody, postOrder } from '../fulfilment/order-helpers';
import { cardRecharge, newKey, opsUser } from '../money/money-helpers';
import { type Answer, call, useTestApp } from '../support/harness';
import { answers, branchIn, catalogServices, serviceByCode } from './package-helpers';

// A company's negotiated prices (issue 32.1, ADR 0071) through the real API: ops set them; the company sees them on
// company/service and company/product and pays them in a quotation, a one-time order and a package bought from a
// quotation, while another company still pays the list price; every bad input is a 4xx with its fields.

const t = useTestApp();
let admin: Awaited<ReturnType<typeof opsUser>>;
let owner: Awaited<ReturnType<typeof companyOwner>>;
let other: Awaited<ReturnType<typeof companyOwner>>;
let listCatalog: Service[];
let plumbing: Service;
let siphonId: string;
let olaya: string;
let otherOlaya: string;

const en = { lang: 'en' };
const fieldsOf = (answer: Answer) => answer.body.errors ?? {};
const pricesUrl = (companyId: string) => `/api/v1/ops/companies/${companyId}/prices`;
const setPrice = (body: Record<string, unknown>, companyId = owner.companyId, token = admin.token) =>
  call(t.app, 'PUT', pricesUrl(companyId), { token, body, headers: en });
const orderPrice = (token: string, branchId: string) =>
  call(t.app, 'POST', '/api/v1/company/orders/order/price', {
    token,
    body: {
      branch_id: branchId,
      services: [{ service_id: plumbing.id, quantity: 1, products: [{ product_id: siphonId, quantity: 1 }] }],
    },
    headers: en,
  });
const quotationPrice = (token: string, branchId: string) =>
  call(t.app, 'POST', '/api/v1/company/quotations/price', {
    token,
    body: answers([branchId], [{ service_id: plumbing.id, quantity: 1 }]),
    headers: en,
  });

beforeAll(async () => {
  admin = await opsUser(t, ['admin'], 'Prices Admin');
  owner = await companyOwner(t, 'Negotiated Co');
  other = await companyOwner(t, 'List Price Co');
  listCatalog = await catalogServices(t, other.token);
  plumbing = serviceByCode(listCatalog, 'plumbing');
  siphonId = plumbing.products.find((product) => product.code === 'plumbing_siphon')!.id;
  olaya = await branchIn(t, owner.companyId, 'Olaya HQ', 'olaya');
  otherOlaya = await branchIn(t, other.companyId, 'Olaya Other', 'olaya');
  expect(plumbing.base_price).toBe(15_000);
  const service = await setPrice({ kind: 'service', item_id: plumbing.id, unit_price: 12_000 });
  expect(service.statusCode, JSON.stringify(service.body)).toBe(200);
  const product = await setPrice({ kind: 'product', item_id: siphonId, unit_price: 3_000 });
  expect(product.statusCode, JSON.stringify(product.body)).toBe(200);
});

describe('ops set a company price', () => {
  it('lists it beside the list price, replaces it when set again, and audits each change', async () => {
    const replaced = await setPrice({
      kind: 'service',
      item_id: plumbing.id,
      unit_price: 12_000,
      hourly_price: 10_000,
    });
    const prices = replaced.body.data as OpsCompanyPrice[];
    expect(prices.map((p) => [p.kind, p.code, p.list_price, p.unit_price, p.hourly_price])).toEqual([
      ['product', 'plumbing_siphon', 4_500, 3_000, null],
      ['service', 'plumbing', 15_000, 12_000, 10_000],
    ]);
    const listed = await call(t.app, 'GET', pricesUrl(owner.companyId), { token: admin.token });
    expect(listed.body.data).toEqual(prices);
    const audit = await call(t.app, 'GET', `/api/v1/ops/audit?company_id=${owner.companyId}`, { token: admin.token });
    const actions = (audit.body.data.items as { action: string }[]).map((entry) => entry.action);
    expect(actions.filter((action) => action === 'company_price.set')).toHaveLength(3);
  });

  it('refuses bad input with field errors, other roles, company accounts and unknown companies', async () => {
    const bad = await setPrice({
      kind: 'product',
      item_id: 'nope',
      unit_price: 12.5,
      hourly_price: 100,
      valid_from: '2026-13-01',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(fieldsOf(bad)).sort()).toEqual(['item_id', 'unit_price', 'valid_from']);
    const zero = await setPrice({ kind: 'service', item_id: plumbing.id, unit_price: 0 });
    expect(Object.keys(fieldsOf(zero))).toEqual(['unit_price']);
    const hourlyOnProduct = await setPrice({ kind: 'product', item_id: siphonId, unit_price: 100, hourly_price: 100 });
    expect(Object.keys(fieldsOf(hourlyOnProduct))).toEqual(['hourly_price']);
    const backwards = await setPrice({
      kind: 'service',
      item_id: plumbing.id,
      unit_price: 100,
      valid_from: '2026-02-01',
      valid_to: '2026-01-01',
    });
    expect(Object.keys(fieldsOf(backwards))).toEqual(['valid_to']);
    // A service id given as a product (and an unknown one) is a 422 on the item, never a 500.
    const wrongKind = await setPrice({ kind: 'product', item_id: plumbing.id, unit_price: 100 });
    expect(fieldsOf(wrongKind).item_id).toEqual(['This field is invalid']);
    const support = await opsUser(t, ['support']);
    const refused = await setPrice(
      { kind: 'service', item_id: plumbing.id, unit_price: 100 },
      owner.companyId,
      support.token,
    );
    expect(refused.statusCode).toBe(403);
    expect((await call(t.app, 'GET', pricesUrl(owner.companyId), { token: support.token })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', pricesUrl(owner.companyId), { token: owner.token })).statusCode).toBe(403);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await setPrice({ kind: 'service', item_id: plumbing.id, unit_price: 100 }, unknown)).statusCode).toBe(404);
    const gone = await call(t.app, 'DELETE', `${pricesUrl(owner.companyId)}/${unknown}`, { token: admin.token });
    expect(gone.statusCode).toBe(404);
  });
});

describe('the company sees its prices', () => {
  it('company/service and company/product: the list price, its own and whether negotiated', async () => {
    const services = (await call(t.app, 'GET', '/api/v1/company/service', { token: owner.token })).body
      .data as CompanyService[];
    expect(services.find((s) => s.code === 'plumbing')).toMatchObject({
      list_price: 15_000,
      price: 12_000,
      list_hourly_price: plumbing.hourly_price,
      hourly_price: 10_000,
      negotiated: true,
      valid_from: null,
      valid_to: null,
    });
    expect(services.find((s) => s.code === 'ac_maintenance')).toMatchObject({ negotiated: false });
    const products = (await call(t.app, 'GET', '/api/v1/company/product', { token: owner.token })).body
      .data as CompanyProduct[];
    expect(products.find((p) => p.code === 'plumbing_siphon')).toMatchObject({
      list_price: 4_500,
      price: 3_000,
      negotiated: true,
      service_name: plumbing.name,
    });
    const others = (await call(t.app, 'GET', '/api/v1/company/service', { token: other.token })).body
      .data as CompanyService[];
    expect(others.find((s) => s.code === 'plumbing')).toMatchObject({ price: 15_000, negotiated: false });
  });

  it('the catalog its forms price with carries its prices; another company and ops get the list prices', async () => {
    const own = serviceByCode(await catalogServices(t, owner.token), 'plumbing');
    expect(own.base_price).toBe(12_000);
    expect(own.products.find((p) => p.id === siphonId)?.price).toBe(3_000);
    const one = await call(t.app, 'GET', `/api/v1/public/services/service/${plumbing.id}`, { token: owner.token });
    expect(one.body.data.base_price).toBe(12_000);
    expect(serviceByCode(await catalogServices(t, other.token), 'plumbing').base_price).toBe(15_000);
    expect(serviceByCode(await catalogServices(t, admin.token), 'plumbing').base_price).toBe(15_000);
  });

  it('read ops_companies is the rule of its price list: a role without it is refused', async () => {
    const reader = await memberWith(t, owner.companyId, [{ action: 'read', subject: 'ops_companies' }]);
    expect((await call(t.app, 'GET', '/api/v1/company/service', { token: reader.token })).statusCode).toBe(200);
    const orders = await memberWith(t, owner.companyId, [{ action: 'read', subject: 'b2b_orders' }]);
    expect((await call(t.app, 'GET', '/api/v1/company/product', { token: orders.token })).statusCode).toBe(403);
    // The company meaning only: the console stays closed to it.
    expect((await call(t.app, 'GET', '/api/v1/ops/companies', { token: reader.token })).statusCode).toBe(403);
  });
});

describe('the company pays its prices', () => {
  it('in a one-time order: priced and charged at its prices; another company at the list price', async () => {
    const own = await orderPrice(owner.token, olaya);
    expect(own.statusCode, JSON.stringify(own.body)).toBe(200);
    // 12,000 × 1.15 (one_time) = 13,800, the siphon at 3,000.
    expect(own.body.data.lines[0]).toMatchObject({ unit_price: 12_000, amount: 13_800 });
    expect(own.body.data.lines[0].products[0]).toMatchObject({ unit_price: 3_000, amount: 3_000 });
    const list = await orderPrice(other.token, otherOlaya);
    expect(list.body.data.lines[0]).toMatchObject({ unit_price: 15_000, amount: 17_250 });
    expect(list.body.data.lines[0].products[0]).toMatchObject({ unit_price: 4_500 });

    const created = await postOrder(
      t.app,
      owner.token,
      orderBody(plumbing.id, {
        branch_id: olaya,
        services: [{ service_id: plumbing.id, quantity: 1, products: [{ product_id: siphonId, quantity: 1 }] }],
      }),
    );
    expect(created.statusCode, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.order.total).toBe(own.body.data.total);
  });

  it('in a quotation and the package bought from it; another company at the list price', async () => {
    const own = await quotationPrice(owner.token, olaya);
    const list = await quotationPrice(other.token, otherOlaya);
    expect(own.body.data.lines[0].unit_price).toBe(12_000);
    expect(list.body.data.lines[0].unit_price).toBe(15_000);
    expect(own.body.data.total).toBeLessThan(list.body.data.total);

    const quote = await call(t.app, 'POST', '/api/v1/company/quotations', {
      token: owner.token,
      body: answers([olaya], [{ service_id: plumbing.id, quantity: 1 }]),
      headers: en,
    });
    expect(quote.body.data).toMatchObject({ status: 'approved', price: { total: own.body.data.total } });
    await cardRecharge(t, owner.token, 5_000_000, 'success');
    const bought = await call(t.app, 'POST', '/api/v1/company/package/buy', {
      token: owner.token,
      body: { source: 'quotation', quotation_reference: quote.body.data.reference, payment_method: 'wallet' },
      headers: { ...en, 'idempotency-key': newKey() },
    });
    expect(bought.statusCode, JSON.stringify(bought.body)).toBe(201);
    expect(bought.body.data.package).toMatchObject({ total_price: own.body.data.total });
  });

  it('only within its validity; removed, the list price applies again', async () => {
    const day = (offsetDays: number) =>
      new Date(t.clock.now().getTime() + 3 * 3600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
    await setPrice({
      kind: 'service',
      item_id: plumbing.id,
      unit_price: 11_000,
      valid_from: day(1),
      valid_to: day(30),
    });
    expect((await orderPrice(owner.token, olaya)).body.data.lines[0].unit_price).toBe(15_000);
    t.clock.advance(2 * 86_400_000);
    try {
      expect((await orderPrice(owner.token, olaya)).body.data.lines[0].unit_price).toBe(11_000);
    } finally {
      t.clock.advance(-2 * 86_400_000);
    }
    const [row] = await t.database
      .systemDb('test: the company price row')
      .select({ id: companyPrices.id })
      .from(companyPrices)
      .where(eq(companyPrices.serviceId, plumbing.id));
    const removed = await call(t.app, 'DELETE', `${pricesUrl(owner.companyId)}/${row!.id}`, { token: admin.token });
    expect(removed.statusCode).toBe(200);
    expect((removed.body.data as OpsCompanyPrice[]).map((p) => p.code)).toEqual(['plumbing_siphon']);
    expect((await orderPrice(owner.token, olaya)).body.data.lines[0].unit_price).toBe(15_000);
  });
});
