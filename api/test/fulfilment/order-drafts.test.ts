import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { membershipBranches, memberships, orders, services } from '../../src/platform/db/schema/index';
import { type companyOwner, memberWith } from '../company/account-helpers';
import { newKey, opsUser } from '../money/money-helpers';
import { branchIn } from '../sales/package-helpers';
import { type Answer, call, useTestApp } from '../support/harness';
import { ORDERS, orderBody, orderingCompanies, postOrder, visitDay } from './order-helpers';

// Draft orders (issue 32.6, ADR 0063) through the real API on a real database: save, read, discard; a submit that
// places the order, or stores the draft as draft_failed when its price changed, its slot was taken or a service
// went; the fixes (accept the price, another slot); drafts out of every order list; branch limits; the one rule.

const DRAFT = `${ORDERS}/draft`;
const t = useTestApp();
let owner: Awaited<ReturnType<typeof companyOwner>>;
let other: Awaited<ReturnType<typeof companyOwner>>;
let id: (code: string) => string;
let olaya: string;
let malaz: string;

const save = (token: string, form: object, accept_price?: boolean) =>
  call(t.app, 'PUT', DRAFT, {
    token,
    body: { form, ...(accept_price ? { accept_price } : {}) },
    headers: { lang: 'en' },
  });
const read = (token: string) => call(t.app, 'GET', DRAFT, { token, headers: { lang: 'en' } });
const submit = (token: string, body: object) =>
  call(t.app, 'POST', `${DRAFT}/submit`, { token, body, headers: { lang: 'en', 'idempotency-key': newKey() } });
const ordersOf = async (companyId: string) =>
  t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.companyId, companyId));
const ok = (answer: Answer, status = 200) => expect(answer.statusCode, JSON.stringify(answer.body)).toBe(status);

/** The draft's form and the create body of the same choices (one plumbing visit, cash). */
function both(overrides: { branch_id: string; date?: string; slot?: string; shift?: 'morning' | 'evening' }) {
  const body = orderBody(id('plumbing'), overrides);
  const form = {
    branch_id: body.branch_id,
    lines: body.services,
    date: body.date,
    slot: body.slot,
    shift: body.shift,
    notes: '',
    coupon: '',
    payment_method: body.payment_method,
  };
  return { body, form };
}

async function setPlumbing(values: Partial<typeof services.$inferInsert>) {
  await t.database.db
    .update(services)
    .set(values)
    .where(eq(services.id, id('plumbing')));
}

beforeAll(async () => {
  ({ owner, other, id } = await orderingCompanies(t, 'Drafts Co'));
  olaya = await branchIn(t, owner.companyId, 'Olaya HQ', 'olaya');
  malaz = await branchIn(t, owner.companyId, 'Malaz Shop', 'malaz');
});

describe('saving and resuming', () => {
  it('keeps a half-filled form, prices it once complete, resumes it and discards it', async () => {
    const half = await save(owner.token, { branch_id: null, lines: [], notes: 'Leak under the sink' });
    ok(half);
    expect(half.body.data).toMatchObject({ status: 'draft', priced_total: null, failure: null });
    expect(half.body.message).toBe('Draft saved');
    const { form } = both({ branch_id: olaya });
    ok(await save(owner.token, { ...form, notes: 'Leak under the sink' }));
    const resumed = await read(owner.token);
    ok(resumed);
    // 15,000 per visit × 1.15 (one_time) + VAT = 19,838: the price the user was shown.
    expect(resumed.body.data).toMatchObject({ status: 'draft', priced_total: 19_838 });
    expect(resumed.body.data.form).toEqual({ ...form, notes: 'Leak under the sink' });
    // One draft per user: another user of the company has none.
    expect((await read(other.token)).body.data).toBeNull();
    ok(await call(t.app, 'DELETE', DRAFT, { token: owner.token }));
    expect((await read(owner.token)).body.data).toBeNull();
  });

  it('refuses bad input with field errors, never a 500', async () => {
    const bad = await save(owner.token, { branch_id: 'nope', lines: [{ service_id: id('plumbing'), quantity: -1 }] });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(expect.arrayContaining(['form.branch_id']));
    const empty = await submit(owner.token, both({ branch_id: olaya }).body);
    expect(empty.statusCode).toBe(404);
  });
});

describe('submit', () => {
  it('places the order when price and slot still hold; the draft is gone', async () => {
    const { body, form } = both({ branch_id: olaya, date: visitDay(3) });
    ok(await save(owner.token, form));
    const placed = await submit(owner.token, body);
    ok(placed);
    expect(placed.body.data.draft).toBeNull();
    expect(placed.body.data.submitted.order).toMatchObject({ status: 'created', total: 19_838 });
    expect((await read(owner.token)).body.data).toBeNull();
  });

  it('a changed price stores draft_failed (price_changed) with the new total; accepting it submits', async () => {
    const { body, form } = both({ branch_id: olaya, date: visitDay(3), slot: '11:00' });
    ok(await save(owner.token, form));
    const before = (await ordersOf(owner.companyId)).length;
    await setPlumbing({ basePrice: 16_000 });
    try {
      const failed = await submit(owner.token, body);
      ok(failed);
      expect(failed.body.data.submitted).toBeNull();
      expect(failed.body.data.draft).toMatchObject({
        status: 'draft_failed',
        priced_total: 19_838,
        failure: { reason: 'price_changed', new_total: 21_160 },
      });
      expect(failed.body.data.draft.failure.message).toContain('price changed');
      expect((await ordersOf(owner.companyId)).length).toBe(before);
      // Submitted again unchanged, it is checked afresh against the price it was shown: it fails again.
      const again = await submit(owner.token, body);
      expect(again.body.data.draft.failure).toMatchObject({ reason: 'price_changed', new_total: 21_160 });
      const accepted = await save(owner.token, form, true);
      expect(accepted.body.data).toMatchObject({ status: 'draft', priced_total: 21_160, failure: null });
      const placed = await submit(owner.token, body);
      ok(placed);
      expect(placed.body.data.submitted.order).toMatchObject({ status: 'created', total: 21_160 });
    } finally {
      await setPlumbing({ basePrice: 15_000 });
    }
  });

  it('a slot taken meanwhile stores draft_failed (slot_unavailable); another slot submits', async () => {
    const day = visitDay(4);
    const { body, form } = both({ branch_id: olaya, date: day, slot: '09:00' });
    ok(await save(owner.token, form));
    const otherBranch = await branchIn(t, other.companyId, 'Other HQ', 'olaya');
    for (let booked = 0; booked < 3; booked += 1) {
      ok(
        await postOrder(
          t.app,
          other.token,
          orderBody(id('plumbing'), { branch_id: otherBranch, date: day, slot: '09:00' }),
        ),
        201,
      );
    }
    const failed = await submit(owner.token, body);
    ok(failed);
    expect(failed.body.data.draft).toMatchObject({ status: 'draft_failed', failure: { reason: 'slot_unavailable' } });
    expect(failed.body.data.draft.failure.message).toBe(
      'The chosen visit time is no longer available. Pick another slot and submit again.',
    );
    const later = { ...body, slot: '14:00', shift: 'evening' };
    ok(await save(owner.token, { ...form, slot: '14:00', shift: 'evening' }));
    const placed = await submit(owner.token, later);
    ok(placed);
    expect(placed.body.data.submitted.order).toMatchObject({ status: 'created', time: '14:00' });
  });

  it('a service no longer offered stores draft_failed (service_unavailable)', async () => {
    const { body, form } = both({ branch_id: olaya, date: visitDay(3), slot: '15:00', shift: 'evening' });
    ok(await save(owner.token, form));
    await setPlumbing({ isActive: false });
    try {
      const failed = await call(t.app, 'POST', `${DRAFT}/submit`, {
        token: owner.token,
        body,
        headers: { lang: 'fr', 'idempotency-key': newKey() },
      });
      ok(failed);
      expect(failed.body.data.draft.failure).toMatchObject({ reason: 'service_unavailable', new_total: null });
      expect(failed.body.data.draft.failure.message).toContain('n’est plus proposé');
    } finally {
      await setPlumbing({ isActive: true });
    }
    ok(await call(t.app, 'DELETE', DRAFT, { token: owner.token }));
  });
});

describe('drafts are not orders', () => {
  it('count in no order list, dashboard, spend or ops queue', async () => {
    const ops = await opsUser(t);
    const views = async () => ({
      list: (await call(t.app, 'GET', `${ORDERS}/order?perPage=100`, { token: owner.token })).body.data.total,
      dashboard: (await call(t.app, 'GET', '/api/v1/company/dashboard/dashboard', { token: owner.token })).body.data,
      spending: (await call(t.app, 'GET', '/api/v1/company/wallets/spending', { token: owner.token })).body.data,
      ops: (await call(t.app, 'GET', '/api/v1/ops/orders?perPage=100', { token: ops.token })).body.data.total,
      rows: (await ordersOf(owner.companyId)).length,
    });
    const member = await memberWith(t, owner.companyId, [{ action: 'insert', subject: 'b2b_orders' }]);
    const before = await views();
    // A draft of the owner and a failed draft of a member: neither is an order anywhere.
    const { body, form } = both({ branch_id: olaya, date: visitDay(5), slot: '10:00' });
    ok(await save(owner.token, form));
    ok(await save(member.token, form));
    await setPlumbing({ isActive: false });
    try {
      expect((await submit(member.token, body)).body.data.draft.status).toBe('draft_failed');
    } finally {
      await setPlumbing({ isActive: true });
    }
    expect(await views()).toEqual(before);
  });
});

describe('access', () => {
  it('a member limited to one branch sees and submits drafts of that branch only', async () => {
    const member = await memberWith(t, owner.companyId, [
      { action: 'read', subject: 'b2b_orders' },
      { action: 'insert', subject: 'b2b_orders' },
    ]);
    ok(await save(member.token, both({ branch_id: olaya }).form));
    const [membership] = await t.database.db
      .select({ id: memberships.id })
      .from(memberships)
      .where(eq(memberships.userId, member.userId));
    await t.database.db.insert(membershipBranches).values({ membershipId: membership!.id, branchId: malaz });
    // Now limited to Malaz: the Olaya draft is not theirs to see, resume or submit, nor to save again.
    expect((await read(member.token)).body.data).toBeNull();
    expect((await submit(member.token, both({ branch_id: olaya }).body)).statusCode).toBe(404);
    const elsewhere = await save(member.token, both({ branch_id: olaya }).form);
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.body.errors?.branch_id).toBeDefined();
    const { body, form } = both({ branch_id: malaz, date: visitDay(5), slot: '16:00', shift: 'evening' });
    ok(await save(member.token, form));
    expect((await read(member.token)).body.data.form.branch_id).toBe(malaz);
    ok(await submit(member.token, body));
  });

  it('needs the create rule (insert b2b_orders) for every draft endpoint', async () => {
    const reader = await memberWith(t, owner.companyId, [{ action: 'read', subject: 'b2b_orders' }]);
    expect((await read(reader.token)).statusCode).toBe(403);
    expect((await save(reader.token, { branch_id: null, lines: [] })).statusCode).toBe(403);
    expect((await call(t.app, 'DELETE', DRAFT, { token: reader.token })).statusCode).toBe(403);
    expect((await submit(reader.token, both({ branch_id: olaya }).body)).statusCode).toBe(403);
  });
});
