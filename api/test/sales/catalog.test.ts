import {
  categoryListSchema,
  offerListSchema,
  productListSchema,
  publishedPackageListSchema,
  serviceItemListSchema,
  serviceListSchema,
} from '@portal/contract';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyOwner } from '../company/account-helpers';
import { call, useTestApp } from '../support/harness';

// The catalog of migration 0008 through the real routes: signed-in only, contract shapes, filters, active rows.

let token: string;

const t = useTestApp();
beforeAll(async () => {
  token = (await companyOwner(t, 'Catalog Co')).token;
});

const get = (url: string, auth = token) => call(t.app, 'GET', `/api/v1/public/${url}`, { token: auth });

describe('catalog', () => {
  it('answers 401 without a session', async () => {
    expect((await call(t.app, 'GET', '/api/v1/public/services/category')).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/v1/public/packages/package')).statusCode).toBe(401);
  });

  it('lists the three categories in ar, en and fr', async () => {
    const answer = await get('services/category');
    expect(answer.statusCode).toBe(200);
    const list = v.parse(categoryListSchema, answer.body.data);
    expect(list.map((c) => c.code)).toEqual(['maintenance', 'cleaning', 'pest_control']);
    for (const category of list) expect(category.name.ar && category.name.en && category.name.fr).toBeTruthy();
  });

  it('lists services with units, halala prices, bounds, products and items; filters by category', async () => {
    const all = v.parse(serviceListSchema, (await get('services/service')).body.data);
    expect(all.length).toBeGreaterThanOrEqual(11);
    const codes = all.map((s) => s.code);
    for (const code of ['ac_maintenance', 'plumbing', 'electrical', 'carpentry', 'painting', 'general_cleaning']) {
      expect(codes).toContain(code);
    }
    for (const service of all) {
      expect(Number.isInteger(service.base_price) && service.base_price > 0).toBe(true);
      expect(Number.isInteger(service.hourly_price) && service.hourly_price > 0).toBe(true);
      expect(service.max_quantity).toBeGreaterThanOrEqual(service.min_quantity);
      expect(service.items.length).toBeGreaterThan(0);
    }
    const ac = all.find((s) => s.code === 'ac_maintenance')!;
    expect(ac).toMatchObject({ unit: 'unit', base_price: 9000, category_code: 'maintenance' });
    expect(ac.products.map((p) => p.code)).toEqual(['ac_filter', 'ac_gas_r410']);

    const categories = v.parse(categoryListSchema, (await get('services/category')).body.data);
    const pest = categories.find((c) => c.code === 'pest_control')!;
    const pestServices = v.parse(serviceListSchema, (await get(`services/service?category_id=${pest.id}`)).body.data);
    expect(pestServices.map((s) => s.code)).toEqual(['pest_general', 'pest_termites', 'pest_rodents']);
    expect((await get(`services/service/${ac.id}`)).body.data.code).toBe('ac_maintenance');
    expect((await get('services/service/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('services/service?category_id=nope')).statusCode).toBe(422);

    const products = v.parse(productListSchema, (await get(`services/product?service_id=${ac.id}`)).body.data);
    expect(products.every((p) => p.service_id === ac.id)).toBe(true);
    const items = v.parse(serviceItemListSchema, (await get(`services/item?service_id=${ac.id}`)).body.data);
    expect(items.map((i) => i.code)).toContain('ac_wash_coils');
  });

  it('lists published packages of both types with credit line, areas and terms; filters and sorts', async () => {
    const answer = await get('packages/package?perPage=50');
    const list = v.parse(publishedPackageListSchema, answer.body.data);
    expect(list.total).toBeGreaterThanOrEqual(6);
    expect(new Set(list.items.map((p) => p.type))).toEqual(new Set(['visits', 'hours']));
    const facility = list.items.find((p) => p.code === 'facility_monthly')!;
    expect(facility).toMatchObject({ credit_line_allowed: true, credit_cost_bp: 300, allowed_location_count: 5 });
    expect(facility.allowed_area_ids).toHaveLength(4);
    expect(facility.service_ids).toHaveLength(3);
    expect(facility.down_payment).toBeLessThan(facility.price);
    for (const p of list.items) expect(p.allowed_location_count).toBeGreaterThanOrEqual(1);

    const hours = v.parse(publishedPackageListSchema, (await get('packages/package?type=hours')).body.data);
    expect(hours.items.every((p) => p.type === 'hours')).toBe(true);
    expect(hours.total).toBe(2);
    const byPrice = v.parse(
      publishedPackageListSchema,
      (await get('packages/package?sortBy=price&sortDesc=true&perPage=50')).body.data,
    );
    const prices = byPrice.items.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect((await get('packages/package?sortBy=drop')).statusCode).toBe(422);
    expect((await get(`packages/package/${facility.id}`)).body.data.code).toBe('facility_monthly');
  });

  it('lists offers valid today, filtered by service', async () => {
    const offers = v.parse(offerListSchema, (await get('packages/offer')).body.data);
    expect(offers.total).toBe(3);
    const first = offers.items[0]!;
    const one = v.parse(offerListSchema, (await get(`packages/offer?service_id=${first.service_id}`)).body.data);
    expect(one.items.every((o) => o.service_id === first.service_id)).toBe(true);
    // Outside every offer's validity: none.
    t.clock.time = Date.UTC(2030, 0, 1);
    expect((await get('packages/offer')).body.data.total).toBe(0);
    t.clock.time = Date.UTC(2025, 0, 15, 9);
  });
});
