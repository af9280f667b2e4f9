import type { OpsCoupon, OpsCouponUse } from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { companyOwner } from '../company/account-helpers';
import { createOrder, orderBody, orderingCompanies, postOrder } from '../fulfilment/order-helpers';
import { opsUser } from '../money/money-helpers';
import { type Answer, call, useTestApp } from '../support/harness';
import { branchIn } from './package-helpers';

// The console's coupons (issue 32.5, ADR 0074) through the real API on a real database: who may list and change
// them, every bad input a 422 on its field, a unique code, limits never below the uses, code and percent fixed once
// an order used the coupon, pause and resume, and the uses an order leaves. The test clock is 2025-01-15 (Riyadh).

type Company = Awaited<ReturnType<typeof companyOwner>>;

const t = useTestApp();
const URL = '/api/v1/ops/coupons';
const en = { lang: 'en' };
let admin: Awaited<ReturnType<typeof opsUser>>;
let owner: Company;
let other: Company;
let plumbing: string;
const branchOf = new Map<string, string>();

const fieldsOf = (answer: Answer): Record<string, string[]> => answer.body.errors ?? {};
const create = (body: Record<string, unknown>, token = admin.token) =>
  call(t.app, 'POST', URL, { token, body, headers: en });
const update = (id: string, body: Record<string, unknown>, token = admin.token) =>
  call(t.app, 'PATCH', `${URL}/${id}`, { token, body, headers: en });
const list = (query = '', token = admin.token) => call(t.app, 'GET', `${URL}${query}`, { token, headers: en });
const listed = async (code: string): Promise<OpsCoupon> =>
  ((await list(`?q=${code}`)).body.data.items as OpsCoupon[]).find((coupon) => coupon.code === code)!;

const base = { discount_bp: 1000, valid_from: '2025-01-01', valid_to: '2025-12-31' };
async function newCoupon(code: string, extra: Record<string, unknown> = {}): Promise<OpsCoupon> {
  const answer = await create({ code, ...base, ...extra });
  expect(answer.statusCode, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}

let slot = 8;
/** An order of the company with the coupon, each on its own slot (the slot is never what refuses it). */
async function orderWith(company: Company, coupon: string) {
  const branch = branchOf.get(company.companyId) as string;
  const at = `${String(slot++).padStart(2, '0')}:00`;
  return createOrder(t, company.token, {
    branch_id: branch,
    coupon,
    slot: at,
    shift: at < '14:00' ? 'morning' : 'evening',
  });
}

/** The owner's evening order with the coupon: the refusal on its coupon field. */
async function couponRefusal(coupon: string, slot: string) {
  const body = orderBody(plumbing, { branch_id: branchOf.get(owner.companyId)!, coupon, slot, shift: 'evening' });
  return (await postOrder(t.app, owner.token, body)).body.errors?.coupon;
}

beforeAll(async () => {
  admin = await opsUser(t, ['admin'], 'Coupons Admin');
  const companies = await orderingCompanies(t, 'Coupon Console Co');
  ({ owner, other } = companies);
  plumbing = companies.id('plumbing');
  for (const company of [owner, other]) {
    branchOf.set(company.companyId, await branchIn(t, company.companyId, `HQ ${company.companyId.slice(0, 4)}`));
  }
});

describe('creating a coupon', () => {
  it('trims and upper-cases the code, answers its state and audits the creation', async () => {
    const answer = await create({
      code: ' spring-25 ',
      discount_bp: 1250,
      max_discount: 5_000,
      valid_from: '2025-01-01',
      valid_to: '2025-03-31',
      max_uses: 100,
      max_uses_per_company: 2,
    });
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.data).toMatchObject({
      code: 'SPRING-25',
      discount_bp: 1250,
      max_discount: 5_000,
      max_uses: 100,
      max_uses_per_company: 2,
      used_count: 0,
      ever_used: false,
      active: true,
      state: 'active',
    });
    const audit = await call(t.app, 'GET', '/api/v1/ops/audit?action=coupon.create', { token: admin.token });
    expect(audit.body.data.items[0]).toMatchObject({
      action: 'coupon.create',
      target: { type: 'coupon', id: answer.body.data.id },
      details: { code: 'SPRING-25', percent: 12.5, max_discount: 5_000, max_uses: 100 },
    });
    // Future, paused and expired ones say so.
    expect((await newCoupon('SUMMER-25', { valid_from: '2025-06-01', valid_to: '2025-08-31' })).state).toBe(
      'not_started',
    );
    expect((await newCoupon('OFF-25', { active: false })).state).toBe('paused');
    expect((await newCoupon('OLD-24', { valid_from: '2024-01-01', valid_to: '2024-12-31' })).state).toBe('expired');
  });

  it('refuses a code another coupon has, whatever its case, on the code field', async () => {
    await newCoupon('TWIN-1');
    const twin = await create({ code: 'twin-1', ...base });
    expect(twin.statusCode).toBe(422);
    expect(fieldsOf(twin)).toEqual({ code: ['Another coupon already has this code'] });
  });

  it('refuses bad input with field errors, never a 500', async () => {
    const bad = await create({
      code: 'a b',
      discount_bp: 0,
      max_discount: 12.5,
      valid_from: '2025-02-01',
      valid_to: '2025-13-01',
      max_uses: 0,
      max_uses_per_company: 1.5,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(fieldsOf(bad)).sort()).toEqual([
      'code',
      'discount_bp',
      'max_discount',
      'max_uses',
      'max_uses_per_company',
      'valid_to',
    ]);
    expect(fieldsOf(bad).code).toEqual(['Use 3 to 30 characters: letters A–Z, digits and dashes']);
    const backwards = await create({ code: 'BACK-1', ...base, valid_from: '2025-02-01', valid_to: '2025-01-31' });
    expect(fieldsOf(backwards)).toEqual({ valid_to: ['The end date cannot come before the start date'] });
    const tooMuch = await create({ code: 'ALL-FREE', ...base, discount_bp: 10_001 });
    expect(Object.keys(fieldsOf(tooMuch))).toEqual(['discount_bp']);
    const tooLong = await create({ code: 'X'.repeat(31), ...base });
    expect(Object.keys(fieldsOf(tooLong))).toEqual(['code']);
    expect((await create({ code: 'MISSING' })).statusCode).toBe(422);
    expect((await call(t.app, 'POST', URL, { token: admin.token, body: [1] })).statusCode).toBe(422);
  });
});

describe('who may', () => {
  it('the catalog team lists and changes; finance, signed-out callers and company accounts are refused', async () => {
    const catalog = await opsUser(t, ['catalog'], 'Catalog Agent');
    const made = await create({ code: 'CATALOG-1', ...base }, catalog.token);
    expect(made.statusCode).toBe(201);
    expect((await list('', catalog.token)).statusCode).toBe(200);
    const finance = await opsUser(t, ['finance'], 'Finance Agent');
    expect((await update(made.body.data.id, { active: false }, finance.token)).statusCode).toBe(403);
    expect((await create({ code: 'FINANCE-1', ...base }, finance.token)).statusCode).toBe(403);
    expect((await list('', finance.token)).statusCode).toBe(403);
    expect((await call(t.app, 'GET', URL)).statusCode).toBe(401);
    expect((await call(t.app, 'PATCH', `${URL}/${made.body.data.id}`, { body: { active: false } })).statusCode).toBe(
      401,
    );
    expect((await list('', owner.token)).statusCode).toBe(403);
    expect((await create({ code: 'COMPANY-1', ...base }, owner.token)).statusCode).toBe(403);
    const uses = await call(t.app, 'GET', `${URL}/${made.body.data.id}/uses`, { token: owner.token });
    expect(uses.statusCode).toBe(403);
  });
});

describe('a coupon orders have used', () => {
  it('lists its uses and state, keeps its code and percent, and refuses a limit below its uses', async () => {
    const coupon = await newCoupon('TEAM-3', { discount_bp: 2000, max_uses: 3 });
    const first = await orderWith(owner, 'team-3');
    await orderWith(other, 'TEAM-3');
    const read = await listed('TEAM-3');
    expect(read).toMatchObject({ used_count: 2, ever_used: true, state: 'active' });

    const uses = await call(t.app, 'GET', `${URL}/${coupon.id}/uses?perPage=5`, { token: admin.token });
    expect(uses.statusCode).toBe(200);
    expect(uses.body.data).toMatchObject({ total: 2, page: 1, perPage: 5 });
    const mine = (uses.body.data.items as OpsCouponUse[]).find((use) => use.order.id === first.id)!;
    expect(mine).toMatchObject({
      company: { id: owner.companyId, name: { en: 'Coupon Console Co' } },
      order: { reference: first.reference },
      discount: first.discount,
      returned_at: null,
    });
    expect(mine.discount).toBeGreaterThan(0);

    const below = await update(coupon.id, { max_uses: 1 });
    expect(below.statusCode).toBe(422);
    expect(fieldsOf(below)).toEqual({ max_uses: ['This coupon is already used 2 times: its limit cannot be lower'] });
    const code = await update(coupon.id, { code: 'TEAM-4' });
    expect(fieldsOf(code).code?.[0]).toMatch(/its code can no longer change/);
    const percent = await update(coupon.id, { discount_bp: 2500 });
    expect(fieldsOf(percent).discount_bp?.[0]).toMatch(/it can no longer change/);
    const backwards = await update(coupon.id, { valid_to: '2024-12-31' });
    expect(fieldsOf(backwards)).toEqual({ valid_to: ['The end date cannot come before the start date'] });

    // The edit form sends the same code and percent with its changes: accepted.
    const kept = await update(coupon.id, { code: 'team-3', discount_bp: 2000, max_uses: 2, valid_to: '2025-06-30' });
    expect(kept.statusCode, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.data).toMatchObject({ code: 'TEAM-3', max_uses: 2, valid_to: '2025-06-30', state: 'used_up' });
    expect(((await list('?state=used_up')).body.data.items as OpsCoupon[]).map((c) => c.code)).toContain('TEAM-3');
    expect(((await list('?state=active')).body.data.items as OpsCoupon[]).map((c) => c.code)).not.toContain('TEAM-3');
    expect(await couponRefusal('TEAM-3', '16:00')).toEqual(['This coupon has been used up']);

    const audit = await call(t.app, 'GET', '/api/v1/ops/audit?action=coupon.update', { token: admin.token });
    expect(audit.body.data.items[0].details).toEqual({
      code: 'TEAM-3',
      max_uses: { from: 3, to: 2 },
      valid_to: { from: '2025-12-31', to: '2025-06-30' },
    });
  });

  it('a paused coupon is refused to orders until it is resumed; an unused one may change code and percent', async () => {
    const coupon = await newCoupon('PAUSE-ME');
    const paused = await update(coupon.id, { active: false });
    expect(paused.body.data).toMatchObject({ active: false, state: 'paused' });
    expect(await couponRefusal('PAUSE-ME', '17:00')).toEqual(['No coupon has this code']);
    const resumed = await update(coupon.id, {
      active: true,
      code: 'PAUSED-NO-MORE',
      discount_bp: 1500,
      max_discount: 2_000,
    });
    expect(resumed.body.data).toMatchObject({ code: 'PAUSED-NO-MORE', discount_bp: 1500, state: 'active' });
    const cleared = await update(coupon.id, { max_discount: null });
    expect(cleared.body.data.max_discount).toBeNull();
    expect((await update(coupon.id, {})).statusCode).toBe(422);
  });

  it('answers 404 for an unknown coupon and 422 for a malformed id', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await update(unknown, { active: false })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `${URL}/${unknown}/uses`, { token: admin.token })).statusCode).toBe(404);
    expect((await update('nope', { active: false })).statusCode).toBe(422);
    expect((await list('?state=gone')).statusCode).toBe(422);
  });
});
