import { orderOperationResultSchema } from '@portal/contract';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/platform/db/schema/index';
import { type companyOwner, memberWith } from '../company/account-helpers';
import { cardRecharge, newKey, walletOf } from '../money/money-helpers';
import { branchIn, publishedBuy, publishedPackages } from '../sales/package-helpers';
import { type Answer, call, useTestApp } from '../support/harness';
import { ORDERS, orderDetails, orderingCompanies, visitDay } from './order-helpers';

// Package visits (createPackageVisit) through the real API: a visit of an active package at one of its branches
// consumes one visit (or the hours) in the same transaction, moves no money, and is refused with field errors when
// the package, branch or service does not fit, or with the insufficient-credit 422 once nothing is left.

let owner: Awaited<ReturnType<typeof companyOwner>>;
let other: Awaited<ReturnType<typeof companyOwner>>;
let id: (code: string) => string;
let yasmin: string;
let olaya: string;
let pest: { id: string; reference: string };
let cleaning: { id: string; reference: string };

const fieldsOf = (answer: Answer) => answer.body.errors ?? {};
const visit = (body: Record<string, unknown>, token = owner.token) =>
  call(t.app, 'POST', `${ORDERS}/createPackageVisit`, { token, body, headers: { lang: 'en' } });
const pestVisit = (slot: string, extra: Record<string, unknown> = {}) =>
  visit({
    package_id: pest.id,
    branch_id: yasmin,
    services: [{ service_id: id('pest_general'), quantity: 1 }],
    date: visitDay(),
    slot,
    shift: Number(slot.slice(0, 2)) < 14 ? 'morning' : 'evening',
    ...extra,
  });
const packageOf = async (reference: string) =>
  (await call(t.app, 'GET', `/api/v1/company/package/${reference}`, { token: owner.token })).body.data;

async function buyWithWallet(code: string, branchIds: string[]) {
  const pkg = await publishedPackages(t, owner.token);
  const answer = await call(t.app, 'POST', '/api/v1/company/package/buy', {
    token: owner.token,
    body: publishedBuy(pkg(code).id, 'wallet', { branch_ids: branchIds }),
    headers: { 'idempotency-key': newKey() },
  });
  if (answer.statusCode !== 201) throw new Error(`buy failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data.package as { id: string; reference: string };
}

const t = useTestApp();
beforeAll(async () => {
  ({ owner, other, id } = await orderingCompanies(t, 'Package Visits Co'));
  yasmin = await branchIn(t, owner.companyId, 'Yasmin Villa', 'yasmin');
  olaya = await branchIn(t, owner.companyId, 'Olaya HQ', 'olaya');
  await cardRecharge(t, owner.token, 500_000, 'success');
  // 4 visits a year at one north-Riyadh location; 40 cleaning hours at up to 3 locations.
  pest = await buyWithWallet('pest_quarterly_north', [yasmin]);
  cleaning = await buyWithWallet('cleaning_hours_40', [olaya, yasmin]);
});

describe('visits package', () => {
  it('creates a package order that consumes one visit and moves no money', async () => {
    const wallet = (await walletOf(t, owner.token)).balance;
    const answer = await pestVisit('08:00', { notes: 'Kitchen first' });
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(201);
    const { order } = v.parse(orderOperationResultSchema, answer.body.data);
    expect(order).toMatchObject({
      type: 'package',
      status: 'created',
      package_reference: pest.reference,
      payment_method: null,
      payment_status: 'none',
      total: 0,
      total_due: 0,
      branch: { id: yasmin },
      time: '08:00',
      end_time: '09:00',
      notes: 'Kitchen first',
    });
    expect(order.services).toMatchObject([{ service_id: id('pest_general'), quantity: 1, amount: 0 }]);
    expect((await packageOf(pest.reference)).used).toBe(1);
    expect((await packageOf(pest.reference)).locations).toMatchObject([{ branch_id: yasmin, used: 1 }]);
    expect((await walletOf(t, owner.token)).balance).toBe(wallet);
    const page = (await orderDetails(t, owner.token, order.reference)).body.data;
    expect(page.history).toMatchObject([{ from: null, to: 'created', operation: 'submit' }]);
  });

  it('refuses with field errors: another company’s package, a branch or service outside the package', async () => {
    const foreign = await visit(
      {
        package_id: pest.id,
        branch_id: await branchIn(t, other.companyId, 'Not yours', 'yasmin'),
        services: [{ service_id: id('pest_general'), quantity: 1 }],
        date: visitDay(),
        slot: '10:00',
        shift: 'morning',
      },
      other.token,
    );
    expect(foreign.statusCode).toBe(422);
    expect(fieldsOf(foreign).package_id).toEqual(['This package is not active']);
    const wrongBranch = await pestVisit('10:00', { branch_id: olaya });
    expect(fieldsOf(wrongBranch).branch_id).toEqual(['This branch is not covered by the package']);
    const wrongService = await pestVisit('10:00', { services: [{ service_id: id('plumbing'), quantity: 1 }] });
    expect(fieldsOf(wrongService)['services.0.service_id']).toEqual(['This service is not part of the package']);
    // Bought on 2025-01-15 for 12 months: a visit on its last day is fine, the day after is outside it.
    const afterEnd = await pestVisit('10:00', { date: '2026-01-15' });
    expect(fieldsOf(afterEnd).date).toEqual(['This package is not active']);
    const empty = await visit({});
    expect(Object.keys(fieldsOf(empty))).toEqual(
      expect.arrayContaining(['package_id', 'branch_id', 'services', 'date', 'slot', 'shift']),
    );
    expect((await packageOf(pest.reference)).used).toBe(1);
  });

  it('refuses the visit after the last one with the insufficient-credit 422, and keeps no order', async () => {
    for (const slot of ['10:00', '12:00', '16:00']) {
      const answer = await pestVisit(slot);
      expect(answer.statusCode, JSON.stringify(answer.body)).toBe(201);
    }
    expect((await packageOf(pest.reference)).used).toBe(4);
    const exhausted = await pestVisit('18:00');
    expect(exhausted.statusCode).toBe(422);
    expect(exhausted.body.message).toBe('Insufficient package credit. Recharge your credit line to proceed.');
    expect((await packageOf(pest.reference)).used).toBe(4);
    const kept = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.packageId, pest.id));
    expect(kept).toHaveLength(4);
  });
});

describe('the last visit under concurrency (PostgreSQL server)', () => {
  it('two concurrent visits for the last one left: exactly one is created', async (context) => {
    if (t.database.kind !== 'postgres') return context.skip();
    await cardRecharge(t, owner.token, 300_000, 'success');
    const second = await buyWithWallet('pest_quarterly_north', [yasmin]);
    const day = visitDay(2);
    const on = (slot: string) => pestVisit(slot, { package_id: second.id, date: day });
    for (const slot of ['08:00', '10:00', '12:00']) expect((await on(slot)).statusCode).toBe(201);
    const race = await Promise.all([on('16:00'), on('18:00')]);
    expect(race.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    expect((await packageOf(second.reference)).used).toBe(4);
  });
});

describe('hours package', () => {
  /** A visit of the cleaning hours package at Olaya next week, booked for `hours`. */
  const cleaningVisit = (slot: string, shift: string, hours: number) =>
    visit({
      package_id: cleaning.id,
      branch_id: olaya,
      services: [{ service_id: id('general_cleaning'), quantity: 50 }],
      date: visitDay(1),
      slot,
      shift,
      hours,
    });

  it('consumes the chosen hours and books the visit for as long', async () => {
    const answer = await cleaningVisit('08:00', 'morning', 3);
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.data.order).toMatchObject({
      time: '08:00',
      end_time: '11:00',
      package_reference: cleaning.reference,
    });
    expect((await packageOf(cleaning.reference)).used).toBe(3);
    // 10 hours do not fit in a shift: refused on the slot, nothing consumed.
    const tooLong = await cleaningVisit('14:00', 'evening', 10);
    expect(fieldsOf(tooLong).slot).toEqual(['This time slot is no longer available, please choose another one']);
    expect((await packageOf(cleaning.reference)).used).toBe(3);
  });
});

it('answers 403 to a member without insert b2b_orders', async () => {
  const reader = await memberWith(t, owner.companyId, [{ action: 'read', subject: 'b2b_orders' }]);
  expect((await visit({}, reader.token)).statusCode).toBe(403);
});
