import {
  opsQuotationListSchema,
  type PricingInput,
  priceBreakdownSchema,
  priceQuotation,
  type QuotationInput,
  quotationListSchema,
  quotationSchema,
  type Service,
} from '@portal/contract';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PLATFORM_SETTINGS } from '../../src/dev/seed/seed-platform-settings';
import { outboxEvents } from '../../src/platform/db/schema/index';
import { companyOwner, memberWith } from '../company/account-helpers';
import { newKey, opsUser } from '../money/money-helpers';
import { type Answer, call, useTestApp } from '../support/harness';
import { answers, branchIn, catalogServices, serviceByCode } from './package-helpers';

// Quotations through the real API: the price equals the contract's priceQuotation on the catalog the API serves,
// §5 validation messages, company scoping, references, auto-approval and the ops review.

let owner: Awaited<ReturnType<typeof companyOwner>>;
let other: Awaited<ReturnType<typeof companyOwner>>;
let services: Service[];
let branchA: string;
let branchB: string;
let otherBranch: string;

const t = useTestApp();
beforeAll(async () => {
  owner = await companyOwner(t, 'Quote Co');
  other = await companyOwner(t, 'Other Co');
  services = await catalogServices(t, owner.token);
  branchA = await branchIn(t, owner.companyId, 'Olaya');
  branchB = await branchIn(t, owner.companyId, 'Malaz', 'malaz');
  otherBranch = await branchIn(t, other.companyId, 'Elsewhere');
});

const URL = '/api/v1/company/quotations';
const send = (url: string, body: unknown, token = owner.token) =>
  call(t.app, 'POST', url, { token, body, headers: { lang: 'en' } });
const fieldsOf = (answer: Answer) => answer.body.errors ?? {};
const id = (code: string) => serviceByCode(services, code).id;

/** The answers with the schema's defaults, as the wizard hands them to priceQuotation. */
function inputOf(body: QuotationInput): PricingInput {
  return {
    business_type: body.business_type,
    unit_type: body.unit_type,
    locations: new Set(body.branch_ids).size,
    period_months: body.period_months,
    area_sqm: body.area_sqm,
    building_age_years: body.building_age_years,
    floors: body.floors,
    floor_height_m: body.floor_height_m,
    package_type: body.package_type,
    frequency: body.frequency ?? 'monthly',
    visits: body.visits ?? 1,
    hours: body.hours ?? 1,
    services: body.services.map((line) => ({ ...line, products: line.products ?? [] })),
  } as PricingInput;
}

describe('quotation price', () => {
  it('equals priceQuotation on the catalog fetched through the API, for several inputs', async () => {
    const ac = serviceByCode(services, 'ac_maintenance');
    const inputs: QuotationInput[] = [
      answers(
        [branchA],
        [{ service_id: ac.id, quantity: 6, products: [{ product_id: ac.products[0]!.id, quantity: 2 }] }],
      ),
      answers(
        [branchA, branchB],
        [
          { service_id: id('general_cleaning'), quantity: 400 },
          { service_id: id('pest_general'), quantity: 1 },
        ],
        { frequency: 'weekly', period_months: 6, building_age_years: 40, floors: 12, floor_height_m: 6 },
      ),
      answers(
        [branchA, branchB],
        [
          { service_id: id('carpentry'), quantity: 2 },
          { service_id: id('painting'), quantity: 1 },
        ],
        {
          package_type: 'hours',
          hours: 37,
          business_type: 'restaurant',
          unit_type: 'storage',
          area_sqm: 3333.3,
        },
      ),
      answers([branchB], [{ service_id: id('plumbing'), quantity: 1 }], {
        frequency: 'on_demand',
        visits: 7,
        period_months: 24,
      }),
    ];
    for (const body of inputs) {
      const answer = await send(`${URL}/price`, body);
      expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
      const price = v.parse(priceBreakdownSchema, answer.body.data);
      expect(price).toEqual(priceQuotation(inputOf(body), services));
      expect(price.total).toBe(price.taxable + price.vat);
    }
  });

  it('refuses a type named like an Object.prototype member on its field, never a 500 (issues 26.4, 26.5)', async () => {
    const lines = [{ service_id: id('ac_maintenance'), quantity: 2 }];
    for (const name of ['zz', '__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty']) {
      const price = await send(`${URL}/price`, answers([branchA], lines, { business_type: name, unit_type: name }));
      expect({ name, status: price.statusCode }).toEqual({ name, status: 422 });
      expect(fieldsOf(price)).toEqual({
        business_type: ['This field is invalid'],
        unit_type: ['This field is invalid'],
      });
    }
  });

  it('answers the §5 messages on the fields', async () => {
    const none = await send(`${URL}/price`, answers([], []));
    expect(none.statusCode).toBe(422);
    expect(fieldsOf(none)).toMatchObject({
      branch_ids: ['Please select the branches'],
      services: ['Please select the services'],
    });
    const tooFew = await send(
      `${URL}/price`,
      answers([branchA], [{ service_id: id('general_cleaning'), quantity: 10 }]),
    );
    expect(tooFew.statusCode).toBe(422);
    expect(fieldsOf(tooFew)['services.0.quantity']).toEqual(['Minimum quantity 50']);
    const unknown = await send(
      `${URL}/price`,
      answers([branchA], [{ service_id: '00000000-0000-4000-8000-000000000000', quantity: 1 }]),
    );
    expect(Object.keys(fieldsOf(unknown))).toEqual(['services.0.service_id']);
    const wrongProduct = await send(
      `${URL}/price`,
      answers(
        [branchA],
        [
          {
            service_id: id('plumbing'),
            quantity: 1,
            products: [{ product_id: serviceByCode(services, 'ac_maintenance').products[0]!.id, quantity: 1 }],
          },
        ],
      ),
    );
    expect(Object.keys(fieldsOf(wrongProduct))).toEqual(['services.0.products.0.product_id']);
    const bad = await send(`${URL}/price`, {
      ...answers([branchA], [{ service_id: id('plumbing'), quantity: 1 }]),
      floors: 0,
      period_months: 5,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(fieldsOf(bad)).sort()).toEqual(['floors', 'period_months']);
    expect((await send(`${URL}/price`, [1, 2])).statusCode).toBe(422);
    // Every bound at its maximum over nine sites: still a 422, never a rounded price or a 500.
    const sites = await Promise.all(Array.from({ length: 9 }, (_, n) => branchIn(t, owner.companyId, `Site ${n}`)));
    const huge = await send(
      `${URL}/price`,
      answers(
        sites,
        Array.from({ length: 100 }, () => ({ service_id: id('general_cleaning'), quantity: 100_000 })),
        {
          package_type: 'hours',
          hours: 10_000,
          period_months: 1,
          business_type: 'mall',
          unit_type: 'floor',
          building_age_years: 300,
          floors: 200,
          floor_height_m: 100,
        },
      ),
    );
    expect(huge.statusCode).toBe(422);
    expect(fieldsOf(huge).services).toEqual(['This field is invalid']);
    const many = await send(
      `${URL}/price`,
      answers(
        [branchA],
        Array.from({ length: 101 }, () => ({ service_id: id('plumbing'), quantity: 1 })),
      ),
    );
    expect(fieldsOf(many).services).toEqual(['You can add at most 100 rows']);
  });

  it("refuses another company's branch or unit on the field without revealing it", async () => {
    const answer = await send(
      `${URL}/price`,
      answers([branchA, otherBranch], [{ service_id: id('plumbing'), quantity: 1 }]),
    );
    expect(answer.statusCode).toBe(422);
    expect(fieldsOf(answer).branch_ids).toEqual(['This field is invalid']);
    const unit = await send(`${URL}/price`, {
      ...answers([branchA], [{ service_id: id('plumbing'), quantity: 1 }]),
      unit_ids: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(Object.keys(fieldsOf(unit))).toEqual(['unit_ids']);
  });
});

describe('quotation documents', () => {
  let first: string;

  it('creates gap-free references, auto-approves up to the threshold and holds the price 30 days', async () => {
    const one = await send(URL, answers([branchA], [{ service_id: id('plumbing'), quantity: 1 }]));
    expect(one.statusCode, JSON.stringify(one.body)).toBe(201);
    const quotation = v.parse(quotationSchema, one.body.data);
    expect(quotation).toMatchObject({ reference: 'QUO-2025-000001', status: 'approved', valid_until: '2025-02-14' });
    expect(quotation.branches).toEqual([expect.objectContaining({ id: branchA, name: 'Olaya' })]);
    first = quotation.reference;
    // A refused one takes no number.
    await send(URL, answers([otherBranch], [{ service_id: id('plumbing'), quantity: 1 }]));
    const big = await send(
      URL,
      answers([branchA, branchB], [{ service_id: id('general_cleaning'), quantity: 100_000 }], {
        frequency: 'daily',
        period_months: 24,
      }),
    );
    expect(big.body.data.reference).toBe('QUO-2025-000002');
    // Above the platform settings' limit (500,000.00 SAR in the test template, ADR 0034).
    expect(big.body.data.price.total).toBeGreaterThan(DEMO_PLATFORM_SETTINGS.quotation_auto_approve_max);
    expect(big.body.data.status).toBe('submitted');
    expect(big.body.data.decided_at).toBeNull();
  });

  it('lists with search, status filter and sort; one by reference; 404 across companies', async () => {
    const list = v.parse(
      quotationListSchema,
      (await call(t.app, 'GET', `${URL}?sortBy=total&sortDesc=true`, { token: owner.token })).body.data,
    );
    expect(list.total).toBe(2);
    expect(list.items[0]!.price.total).toBeGreaterThan(list.items[1]!.price.total);
    const submitted = await call(t.app, 'GET', `${URL}?status=submitted`, { token: owner.token });
    expect(submitted.body.data.items.map((q: { reference: string }) => q.reference)).toEqual(['QUO-2025-000002']);
    const searched = await call(t.app, 'GET', `${URL}?q=000001`, { token: owner.token });
    expect(searched.body.data.total).toBe(1);
    expect((await call(t.app, 'GET', `${URL}?sortBy=secret`, { token: owner.token })).statusCode).toBe(422);
    expect((await call(t.app, 'GET', `${URL}/${first}`, { token: owner.token })).body.data.reference).toBe(first);
    expect((await call(t.app, 'GET', `${URL}/${first}`, { token: other.token })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `${URL}?status=lost`, { token: owner.token })).statusCode).toBe(422);
  });

  it('lets ops approve or reject a submitted quotation once; companies get 403 there', async () => {
    const ops = await opsUser(t);
    const submitted = (await call(t.app, 'GET', `${URL}?status=submitted`, { token: owner.token })).body.data.items[0];
    const approve = `/api/v1/ops/quotations/${submitted.id}/approve`;
    expect((await call(t.app, 'POST', approve, { token: owner.token })).statusCode).toBe(403);
    const approved = await call(t.app, 'POST', approve, { token: ops.token });
    expect(approved.statusCode).toBe(200);
    expect(approved.body.data.status).toBe('approved');
    expect((await call(t.app, 'POST', approve, { token: ops.token })).statusCode).toBe(409);

    const next = await send(
      URL,
      answers([branchA, branchB], [{ service_id: id('general_cleaning'), quantity: 100_000 }], { frequency: 'daily' }),
    );
    const reject = `/api/v1/ops/quotations/${next.body.data.id}/reject`;
    expect((await call(t.app, 'POST', reject, { token: ops.token, body: {} })).statusCode).toBe(422);
    const rejected = await call(t.app, 'POST', reject, { token: ops.token, body: { reason: 'Site survey needed' } });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', rejection_reason: 'Site survey needed' });
    expect(
      (
        await call(t.app, 'POST', '/api/v1/ops/quotations/00000000-0000-4000-8000-000000000000/approve', {
          token: ops.token,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('lists the submitted quotations to ops with their company, oldest first; a role without the rule gets 403', async () => {
    const ops = await opsUser(t, ['catalog']);
    await send(
      URL,
      answers([branchA], [{ service_id: id('general_cleaning'), quantity: 100_000 }], { frequency: 'daily' }),
    );
    const list = await call(t.app, 'GET', '/api/v1/ops/quotations?status=submitted', { token: ops.token });
    expect(list.statusCode).toBe(200);
    const items = v.parse(opsQuotationListSchema, list.body.data).items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((q) => q.status === 'submitted')).toBe(true);
    expect(items.map((q) => q.created_at)).toEqual(items.map((q) => q.created_at).sort());
    expect(items.find((q) => q.company.id === owner.companyId)?.company.name.en).toBe('Quote Co');
    const dispatch = await opsUser(t, ['dispatch']);
    expect((await call(t.app, 'GET', '/api/v1/ops/quotations', { token: dispatch.token })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/v1/ops/quotations', { token: owner.token })).statusCode).toBe(403);
  });

  it('decides once per Idempotency-Key: a retried approve answers the first answer and notifies once', async () => {
    const ops = await opsUser(t, ['catalog']);
    const asked = await send(
      URL,
      answers([branchA], [{ service_id: id('general_cleaning'), quantity: 100_000 }], { frequency: 'daily' }),
    );
    expect(asked.body.data.status).toBe('submitted');
    const notified = async () =>
      (
        await call(t.app, 'GET', '/api/v1/company/notifications?perPage=100', { token: owner.token })
      ).body.data.items.filter((n: { data?: { quotation_id?: string } }) => n.data?.quotation_id === asked.body.data.id)
        .length;
    const approve = `/api/v1/ops/quotations/${asked.body.data.id}/approve`;
    const headers = { 'idempotency-key': newKey() };
    const first = await call(t.app, 'POST', approve, { token: ops.token, headers });
    const retried = await call(t.app, 'POST', approve, { token: ops.token, headers });
    expect(first.statusCode).toBe(200);
    expect(retried.statusCode).toBe(200);
    expect(retried.body.data).toEqual(first.body.data);
    expect(retried.body.data).toMatchObject({ status: 'approved', company: { id: owner.companyId } });
    expect(await notified()).toBe(1);
    // One event for the company's open pages (stream), however many retries.
    const events = await t.database.db
      .select()
      .from(outboxEvents)
      .where(sql`${outboxEvents.payload}->>'quotation_id' = ${asked.body.data.id}`);
    expect(events.map((e) => [e.type, e.payload.status])).toEqual([['PACKAGE_STATUS_CHANGED', 'approved']]);
    // The same key for another decision is a reuse (409); a new key finds it decided (409): nothing acts twice.
    const reject = `/api/v1/ops/quotations/${asked.body.data.id}/reject`;
    const body = { reason: 'Changed my mind' };
    expect((await call(t.app, 'POST', reject, { token: ops.token, headers, body })).statusCode).toBe(409);
    const again = await call(t.app, 'POST', approve, { token: ops.token, headers: { 'idempotency-key': newKey() } });
    expect(again.statusCode).toBe(409);
    expect(await notified()).toBe(1);
  });

  it('answers 403 to a role without the rule', async () => {
    const reader = await memberWith(t, owner.companyId, [{ action: 'read', subject: 'b2b_packages' }]);
    expect((await call(t.app, 'GET', URL, { token: reader.token })).statusCode).toBe(200);
    expect(
      (await send(`${URL}/price`, answers([branchA], [{ service_id: id('plumbing'), quantity: 1 }]), reader.token))
        .statusCode,
    ).toBe(403);
    const none = await memberWith(t, owner.companyId, [{ action: 'read', subject: 'b2b_wallet' }]);
    expect((await call(t.app, 'GET', URL, { token: none.token })).statusCode).toBe(403);
  });
});
