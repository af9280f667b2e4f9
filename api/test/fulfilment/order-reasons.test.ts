import { beforeAll, describe, expect, it } from 'vitest';
import { companyOwner } from '../company/account-helpers';
import { opsUser } from '../money/money-helpers';
import { call, useTestApp } from '../support/harness';
import { insertOrder, operation, opsStep, orderRow } from './orders-operations-helpers';

// Issue 32.4 (ADR 0058): public/settings/reason lists the cancel and fail reasons in ar/en/fr; a cancel (company) and
// a fail (ops) name one, "other" needs the words, and the order keeps the listed reason beside them.

type Reason = {
  id: string;
  kind: string;
  code: string;
  name: { ar: string; en: string; fr: string };
  needs_text: boolean;
};

let owner: Awaited<ReturnType<typeof companyOwner>>;
let ops: { token: string };
const t = useTestApp();
beforeAll(async () => {
  owner = await companyOwner(t, 'Reasons Co');
  ops = await opsUser(t);
});

const reasons = async (query: string) => {
  const answer = await call(t.app, 'GET', `/api/v1/public/settings/reason${query}`);
  return { status: answer.statusCode, items: (answer.body.data?.items ?? []) as Reason[], body: answer.body };
};

describe('public/settings/reason', () => {
  it('lists the cancel reasons with their three names, "other" last and needing a text; no sign-in needed', async () => {
    const { status, items } = await reasons('?kind=cancel&perPage=50');
    expect(status).toBe(200);
    expect(items.length).toBeGreaterThanOrEqual(4);
    expect(items.every((r) => r.kind === 'cancel' && r.name.ar && r.name.en && r.name.fr)).toBe(true);
    expect(items.at(-1)).toMatchObject({ code: 'other', needs_text: true });
    expect(items.filter((r) => r.needs_text).map((r) => r.code)).toEqual(['other']);
  });

  it('lists the fail reasons apart, and one reason by id', async () => {
    const { items } = await reasons('?kind=fail&perPage=50');
    expect(items.map((r) => r.code)).toContain('site_unreachable');
    expect(items.every((r) => r.kind === 'fail')).toBe(true);
    const one = await call(t.app, 'GET', `/api/v1/public/settings/reason/${items[0]?.id}`);
    expect(one.body.data).toMatchObject({ id: items[0]?.id, kind: 'fail' });
  });

  it('refuses an unknown kind with a field error (422 on kind)', async () => {
    const { status, body } = await reasons('?kind=refund');
    expect(status).toBe(422);
    expect(body.errors?.kind).toBeDefined();
  });
});

describe('public/settings/serviceType', () => {
  it('lists the service types in ar/en/fr', async () => {
    const answer = await call(t.app, 'GET', '/api/v1/public/settings/serviceType');
    expect(answer.statusCode).toBe(200);
    const codes = (answer.body.data.items as Reason[]).map((r) => r.code);
    expect(codes).toEqual(['preventive', 'corrective', 'project']);
  });

  it('filters the catalog: repair on call is plumbing, electrical and carpentry; a malformed id is refused', async () => {
    const types = (await call(t.app, 'GET', '/api/v1/public/settings/serviceType')).body.data.items as Reason[];
    const corrective = types.find((type) => type.code === 'corrective');
    const services = await call(t.app, 'GET', `/api/v1/public/services/service?service_type_id=${corrective?.id}`, {
      token: owner.token,
    });
    expect(services.statusCode).toBe(200);
    const rows = services.body.data as { code: string; service_type_id: string }[];
    expect(rows.map((row) => row.code).sort()).toEqual(['carpentry', 'electrical', 'plumbing']);
    expect(rows.every((row) => row.service_type_id === corrective?.id)).toBe(true);
    const bad = await call(t.app, 'GET', '/api/v1/public/services/service?service_type_id=abc', { token: owner.token });
    expect(bad.statusCode).toBe(422);
    expect(bad.body.errors?.service_type_id).toBeDefined();
  });
});

describe('cancel with a listed reason', () => {
  const cancel = (body: Record<string, unknown>) => operation(t, owner.token, 'updateStatus', body);

  it('keeps the listed reason and the words on the order and in its history', async () => {
    const order = await insertOrder(t, owner.companyId, { status: 'created', paid: false });
    const [listed] = (await reasons('?kind=cancel&sortBy=sort')).items;
    const answer = await cancel({ order_id: order.id, status: 'canceled', reason_code: listed?.code });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data.order).toMatchObject({ status: 'canceled', reason_id: listed?.id, reason: null });
    expect((await orderRow(t, order.id)).reasonId).toBe(listed?.id);
  });

  it('"other" needs a text: 422 with a field error on reason, and the order stays as it was', async () => {
    const order = await insertOrder(t, owner.companyId, { status: 'created', paid: false });
    const bare = await cancel({ order_id: order.id, status: 'canceled', reason_code: 'other' });
    expect(bare.statusCode).toBe(422);
    expect(bare.body.errors?.reason).toBeDefined();
    const blank = await cancel({ order_id: order.id, status: 'canceled', reason_code: 'other', reason: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.body.errors?.reason).toBeDefined();
    expect((await orderRow(t, order.id)).status).toBe('created');
    const told = await cancel({
      order_id: order.id,
      status: 'canceled',
      reason_code: 'other',
      reason: 'The landlord is renovating the building',
    });
    expect(told.statusCode).toBe(200);
    expect(told.body.data.order.reason).toBe('The landlord is renovating the building');
  });

  it('refuses a code that is not a cancel reason (a fail reason, an unknown one, a malformed one) on reason_code', async () => {
    const order = await insertOrder(t, owner.companyId, { status: 'created', paid: false });
    for (const reason_code of ['site_unreachable', 'because', 'DROP TABLE']) {
      const answer = await cancel({ order_id: order.id, status: 'canceled', reason_code });
      expect(answer.statusCode, reason_code).toBe(422);
      expect(answer.body.errors?.reason_code, reason_code).toBeDefined();
    }
    expect((await orderRow(t, order.id)).status).toBe('created');
  });
});

describe('fail with a listed reason (ops)', () => {
  it('keeps the listed fail reason; "other" without words is refused on reason; a cancel reason is refused', async () => {
    const order = await insertOrder(t, owner.companyId, { status: 'confirmed', paid: false });
    const bare = await opsStep(t, ops.token, order.id, { operation: 'fail', reason_code: 'other' });
    expect(bare.statusCode).toBe(422);
    expect(bare.body.errors?.reason).toBeDefined();
    const wrongKind = await opsStep(t, ops.token, order.id, { operation: 'fail', reason_code: 'price_too_high' });
    expect(wrongKind.statusCode).toBe(422);
    expect(wrongKind.body.errors?.reason_code).toBeDefined();
    const failed = await opsStep(t, ops.token, order.id, { operation: 'fail', reason_code: 'parts_unavailable' });
    expect(failed.statusCode).toBe(200);
    const listed = (await reasons('?kind=fail&perPage=50')).items.find((r) => r.code === 'parts_unavailable');
    expect(failed.body.data.order).toMatchObject({ status: 'failed', reason_id: listed?.id });
  });
});

describe('company/dashboard/cancelReasons', () => {
  it("counts the year's canceled orders by listed reason, most frequent first; a bad year is refused on year", async () => {
    const company = await companyOwner(t, 'Reasons Dashboard Co');
    const cancelAs = async (reason_code: string, reason?: string) => {
      const order = await insertOrder(t, company.companyId, { status: 'created', paid: false });
      const body = { order_id: order.id, status: 'canceled', reason_code, reason };
      expect((await operation(t, company.token, 'updateStatus', body)).statusCode).toBe(200);
    };
    await cancelAs('price_too_high');
    await cancelAs('price_too_high');
    await cancelAs('other', 'Moving to another building');
    const answer = await call(t.app, 'GET', '/api/v1/company/dashboard/cancelReasons', { token: company.token });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data.total).toBe(3);
    expect(
      answer.body.data.reasons.map((row: { reason: { code: string }; orders: number }) => [
        row.reason.code,
        row.orders,
      ]),
    ).toEqual([
      ['price_too_high', 2],
      ['other', 1],
    ]);
    const bad = await call(t.app, 'GET', '/api/v1/company/dashboard/cancelReasons?year=99', { token: company.token });
    expect(bad.statusCode).toBe(422);
    expect(bad.body.errors?.year).toBeDefined();
  });
});
