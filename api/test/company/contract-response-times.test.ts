import { COMPANY_ACCOUNT_RULE, companyContractSchema, type Service } from '@portal/contract';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { membershipBranches, memberships } from '../../src/platform/db/schema/index';
import { orderBody, postOrder, visitDay } from '../fulfilment/order-helpers';
import { opsStep, providerAccount } from '../fulfilment/orders-operations-helpers';
import { opsUser } from '../money/money-helpers';
import { branchIn, catalogServices, serviceByCode } from '../sales/package-helpers';
import { call, useTestApp } from '../support/harness';
import { companyOwner, memberWith } from './account-helpers';

// ADR 0075 on the real API and database: orders placed through the API and assigned by ops at known times give the
// contract's measured response times per promised service type (median, share within the promise, count, orders
// already late), for the company, for a member limited to one branch, and for a company without orders.

const t = useTestApp();
const MINUTE = 60_000;
const DAY = 86_400_000;
const SLA = { corrective: 240, preventive: 2880 };
const TERMS = {
  reference: 'FC-2025-0075',
  valid_from: '2025-01-01',
  valid_to: '2025-12-31',
  terms_ar: 'صيانة الفروع',
  terms_en: 'Branch maintenance',
  terms_fr: 'Maintenance des agences',
  sla: SLA,
};

let ops: string;
let owner: Awaited<ReturnType<typeof companyOwner>>;
let provider: Awaited<ReturnType<typeof providerAccount>>;
let catalog: Service[];
let branchA: string;
let branchB: string;

const readContract = async (token: string) => {
  const answer = await call(t.app, 'GET', '/api/v1/company/contract', { token });
  expect(answer.statusCode).toBe(200);
  return v.parse(companyContractSchema, answer.body.data)!;
};
const measuredOf = (contract: NonNullable<Awaited<ReturnType<typeof readContract>>>) =>
  Object.fromEntries(contract.sla.map((row) => [row.service_type, row.measured]));

/** A cash order of one service placed now through the API at `slot` on the visit day; its id. */
async function place(branchId: string, code: string, slot: string) {
  const service = serviceByCode(catalog, code);
  const body = orderBody(service.id, {
    branch_id: branchId,
    services: [{ service_id: service.id, quantity: service.min_quantity }],
    slot,
    shift: slot < '14:00' ? 'morning' : 'evening',
    date: visitDay(),
  });
  const answer = await postOrder(t.app, owner.token, body);
  expect(answer.statusCode, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.order.id as string;
}

async function assign(id: string) {
  expect((await opsStep(t, ops, id, { operation: 'confirm' })).statusCode).toBe(200);
  const answer = await call(t.app, 'POST', `/api/v1/ops/orders/${id}/assignProvider`, {
    token: ops,
    body: { provider_id: provider.providerId },
  });
  expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
}

beforeAll(async () => {
  ({ token: ops } = await opsUser(t, ['admin']));
  owner = await companyOwner(t, 'Response Times Co');
  provider = await providerAccount(t, 'Response Provider');
  catalog = await catalogServices(t, owner.token);
  branchA = await branchIn(t, owner.companyId, 'North');
  branchB = await branchIn(t, owner.companyId, 'South');
  const set = await call(t.app, 'PUT', `/api/v1/ops/companies/${owner.companyId}/contract`, {
    token: ops,
    body: TERMS,
  });
  expect(set.statusCode, JSON.stringify(set.body)).toBe(200);

  // All placed at 12:00 Riyadh; ops answer after 60, 120 and 300 minutes; one repair is still waiting.
  const start = t.clock.time;
  const quick = await place(branchA, 'plumbing', '08:00');
  const slow = await place(branchA, 'plumbing', '10:00');
  const south = await place(branchB, 'plumbing', '12:00');
  const upkeep = await place(branchA, 'ac_maintenance', '15:00');
  await place(branchB, 'electrical', '17:00');
  // painting is a one-off job: the contract promises nothing for it, so it is not measured
  await place(branchA, 'painting', '19:00');
  t.clock.time = start + 60 * MINUTE;
  await assign(quick);
  t.clock.time = start + 120 * MINUTE;
  await assign(south);
  t.clock.time = start + 300 * MINUTE;
  await assign(slow);
  await assign(upkeep);
  t.clock.time = start + 360 * MINUTE;
});

describe('measured response times', () => {
  it('gives each promised type its median, share within the promise, count and late orders', async () => {
    const contract = await readContract(owner.token);
    expect(contract.sla.map((row) => row.service_type)).toEqual(['preventive', 'corrective']);
    expect(measuredOf(contract)).toEqual({
      // 60, 120 and 300 minutes against 240: two within; the electrical repair waits 360 minutes, already late
      corrective: { orders: 3, median_minutes: 120, within: 2, within_share: 2 / 3, late_open: 1 },
      preventive: { orders: 1, median_minutes: 300, within: 1, within_share: 1, late_open: 0 },
    });
    // The console reads the same figures, company-wide.
    const console = await call(t.app, 'GET', `/api/v1/ops/companies/${owner.companyId}/contract`, { token: ops });
    expect(measuredOf(v.parse(companyContractSchema, console.body.data)!)).toEqual(measuredOf(contract));
  });

  it("shows a member limited to one branch that branch's orders only", async () => {
    const member = await memberWith(t, owner.companyId, [COMPANY_ACCOUNT_RULE]);
    const [membership] = await t.database.db
      .select({ id: memberships.id })
      .from(memberships)
      .where(eq(memberships.userId, member.userId));
    await t.database.db.insert(membershipBranches).values({ membershipId: membership!.id, branchId: branchA });
    expect(measuredOf(await readContract(member.token))).toEqual({
      // North's two repairs (60 and 300 minutes: the median between them) and its upkeep; South's are not seen
      corrective: { orders: 2, median_minutes: 180, within: 1, within_share: 0.5, late_open: 0 },
      preventive: { orders: 1, median_minutes: 300, within: 1, within_share: 1, late_open: 0 },
    });
  });

  it('counts the last 90 Riyadh calendar days, today included', async () => {
    const now = t.clock.time;
    // 89 days later the orders placed on the first day still count; a day more and they are out
    t.clock.time = now + 89 * DAY;
    expect(measuredOf(await readContract(owner.token)).corrective).toMatchObject({ orders: 3, late_open: 1 });
    t.clock.time = now + 90 * DAY;
    expect(measuredOf(await readContract(owner.token)).corrective).toEqual({
      orders: 0,
      median_minutes: null,
      within: 0,
      within_share: null,
      late_open: 0,
    });
    t.clock.time = now;
  });

  it('gives a company without orders zero counts', async () => {
    const fresh = await companyOwner(t, 'No Orders Co');
    const set = await call(t.app, 'PUT', `/api/v1/ops/companies/${fresh.companyId}/contract`, {
      token: ops,
      body: TERMS,
    });
    expect(set.statusCode).toBe(200);
    const none = { orders: 0, median_minutes: null, within: 0, within_share: null, late_open: 0 };
    expect(measuredOf(await readContract(fresh.token))).toEqual({ corrective: none, preventive: none });
  });
});
