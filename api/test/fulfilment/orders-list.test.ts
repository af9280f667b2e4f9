import { orderListSchema } from '@portal/contract';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { branches } from '../../src/platform/db/schema/index';
import { companyOwner } from '../company/account-helpers';
import { memberWith } from '../company/branches-support';
import { branchIn } from '../sales/package-helpers';
import { csvLines } from '../support/csv-lines';
import { call, useTestApp } from '../support/harness';
import { insertListOrders } from './orders-list-helpers';

// GET company/orders/order and /export (issue 11 §6): search, filters, sort, pages, the member's branches, the
// company boundary, the b2b_orders permissions, and the export's labels and formula-safe cells.

const LIST = '/api/v1/company/orders/order';
const EXPORT = `${LIST}/export`;

let owner: Awaited<ReturnType<typeof companyOwner>>;
let other: Awaited<ReturnType<typeof companyOwner>>;
let olaya: { id: string; name: string; code: string };
let malaz: { id: string; name: string; code: string };

const t = useTestApp();
beforeAll(async () => {
  owner = await companyOwner(t, 'Orders List Co');
  other = await companyOwner(t, 'Other Orders Co');
  olaya = await listBranch(owner.companyId, 'Olaya Tower');
  // A branch name a spreadsheet would run as a formula: the export must defuse it.
  malaz = await listBranch(owner.companyId, '=Malaz Store');
  const company = { companyId: owner.companyId, userId: owner.userId, name: 'Sara Owner' };
  await insertListOrders(t, company, [
    {
      reference: 'ORD-2026-000001',
      branch: olaya,
      at: '2026-01-05T08:00:00Z',
      status: 'completed',
      total: 23_000,
      paymentStatus: 'paid',
      services: 2,
    },
    {
      reference: 'ORD-2026-000002',
      branch: malaz,
      at: '2026-01-06T08:00:00Z',
      status: 'canceled',
      type: 'package',
      total: 5_750,
      paymentStatus: 'none',
    },
    {
      reference: 'ORD-2026-000003',
      branch: olaya,
      at: '2026-01-07T08:00:00Z',
      status: 'assigned',
      total: 11_500,
      visitDate: '2026-02-01',
    },
    {
      reference: 'ORD-2026-000010',
      branch: malaz,
      at: '2026-01-08T08:00:00Z',
      status: 'completed',
      total: 46_000,
      paymentStatus: 'collected',
      services: 3,
    },
    {
      reference: 'ORD-2026-000011',
      branch: olaya,
      at: '2026-01-09T08:00:00Z',
      status: 'created',
      type: 'warranty',
      total: 1_150,
      visitDate: '2026-02-03',
    },
    {
      reference: 'ORD-2026-000100',
      branch: olaya,
      at: '2026-01-10T08:00:00Z',
      status: 'created',
      total: 34_500,
      visitDate: '2026-02-05',
    },
  ]);
  const otherBranch = await listBranch(other.companyId, 'Other Branch');
  await insertListOrders(t, { companyId: other.companyId, userId: other.userId, name: 'Other Owner' }, [
    { reference: 'ORD-2026-000001', branch: otherBranch, at: '2026-01-11T08:00:00Z', status: 'created' },
    { reference: 'ORD-2026-000777', branch: otherBranch, at: '2026-01-12T08:00:00Z', status: 'completed' },
  ]);
});

async function listBranch(companyId: string, name: string) {
  const id = await branchIn(t, companyId, name);
  const [row] = await t.database.db.select({ code: branches.code }).from(branches).where(eq(branches.id, id));
  return { id, name, code: row!.code };
}

async function list(query = '', token = owner.token) {
  const answer = await call(t.app, 'GET', `${LIST}${query ? `?${query}` : ''}`, { token, headers: { lang: 'en' } });
  expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
  const data = v.parse(orderListSchema, answer.body.data);
  return { ...data, references: data.items.map((o) => o.reference) };
}

describe('GET company/orders/order', () => {
  it('answers the contract shape, newest first, with the totals, copied branch and services count', async () => {
    const page = await list();
    expect(page.total).toBe(6);
    expect(page.references).toEqual([
      'ORD-2026-000100',
      'ORD-2026-000011',
      'ORD-2026-000010',
      'ORD-2026-000003',
      'ORD-2026-000002',
      'ORD-2026-000001',
    ]);
    const first = page.items.find((o) => o.reference === 'ORD-2026-000001')!;
    expect(first).toMatchObject({
      status: 'completed',
      type: 'onetime',
      total: 23_000,
      payment_status: 'paid',
      branch: olaya,
      customer: { id: owner.userId, name: 'Sara Owner' },
      date: '2026-01-05',
      services_count: 2,
      provider: null,
    });
    expect(page.items.find((o) => o.reference === 'ORD-2026-000010')!.services_count).toBe(3);
  });

  it("never shows another company's orders, even with the same reference", async () => {
    const mine = await list('q=ORD-2026-000001');
    expect(mine.items.map((o) => [o.reference, o.branch.name])).toEqual([['ORD-2026-000001', 'Olaya Tower']]);
    expect((await list('q=000777')).total).toBe(0);
    const theirs = await list('', other.token);
    expect(theirs.references).toEqual(['ORD-2026-000777', 'ORD-2026-000001']);
    expect(theirs.items.every((o) => o.branch.name === 'Other Branch')).toBe(true);
  });

  it('filters by status, type, branch, payment status and visit date range (both ends included)', async () => {
    expect((await list('status=completed')).references).toEqual(['ORD-2026-000010', 'ORD-2026-000001']);
    expect((await list('type=package')).references).toEqual(['ORD-2026-000002']);
    expect((await list(`branch_id=${malaz.id}`)).references).toEqual(['ORD-2026-000010', 'ORD-2026-000002']);
    expect((await list('payment_status=collected')).references).toEqual(['ORD-2026-000010']);
    const range = await list('date_from=2026-02-01&date_to=2026-02-03');
    expect(range.references).toEqual(['ORD-2026-000011', 'ORD-2026-000003']);
    expect(range.total).toBe(2);
    expect((await list(`status=created&branch_id=${olaya.id}&date_from=2026-02-04`)).references).toEqual([
      'ORD-2026-000100',
    ]);
  });

  it('takes the total from order_list_counts on status, type, branch and payment filters: the same as the rows', async () => {
    const queries = [
      'status=completed',
      'type=package',
      'type=onetime&payment_status=paid',
      `branch_id=${malaz.id}&status=completed`,
      `branch_id=${olaya.id}&type=package`,
      'status=canceled',
    ];
    for (const query of queries) {
      const page = await list(`${query}&perPage=50`);
      expect(page.total, query).toBe(page.items.length);
    }
    expect((await list('status=canceled&payment_status=collected')).total).toBe(0);
    expect((await list('perPage=5&page=9')).total).toBe(6);
    expect((await list('status=completed&perPage=5&page=9')).total).toBe(2);
  });

  it('searches inside the reference (any case) and by branch name or code; wildcards match literally', async () => {
    expect((await list('q=ord-2026-00001')).references).toEqual(['ORD-2026-000011', 'ORD-2026-000010']);
    expect((await list('q=100')).references).toEqual(['ORD-2026-000100']);
    expect((await list('q=ORD-2026-000003')).references).toEqual(['ORD-2026-000003']);
    expect((await list('q=malaz')).references).toEqual(['ORD-2026-000010', 'ORD-2026-000002']);
    expect((await list(`q=${olaya.code.slice(-6).toLowerCase()}`)).total).toBe(4);
    expect((await list('q=%25')).total).toBe(0);
    expect((await list('q=ORD_2026')).total).toBe(0);
  });

  it('sorts by the allowed keys both ways and refuses any other key', async () => {
    expect((await list('sortBy=total')).references).toEqual([
      'ORD-2026-000011',
      'ORD-2026-000002',
      'ORD-2026-000003',
      'ORD-2026-000001',
      'ORD-2026-000100',
      'ORD-2026-000010',
    ]);
    expect((await list('sortBy=total&sortDesc=true')).references[0]).toBe('ORD-2026-000010');
    expect((await list('sortBy=reference')).references[0]).toBe('ORD-2026-000001');
    expect((await list('sortBy=date&sortDesc=true')).references.slice(0, 3)).toEqual([
      'ORD-2026-000100',
      'ORD-2026-000011',
      'ORD-2026-000003',
    ]);
    expect((await list('sortBy=status')).references.slice(0, 2)).toEqual(['ORD-2026-000003', 'ORD-2026-000002']);
    const refused = await call(t.app, 'GET', `${LIST}?sortBy=customer_id`, { token: owner.token });
    expect(refused.statusCode).toBe(422);
    expect(refused.body.errors).toEqual({ sortBy: [expect.any(String)] });
  });

  it('pages with the contract page sizes and says what it refuses', async () => {
    const second = await list('perPage=3&page=2');
    expect(second).toMatchObject({ total: 6, page: 2, perPage: 3 });
    expect(second.references).toEqual(['ORD-2026-000003', 'ORD-2026-000002', 'ORD-2026-000001']);
    expect((await list('perPage=5&page=9')).items).toEqual([]);
    const badSize = await call(t.app, 'GET', `${LIST}?perPage=7`, { token: owner.token, headers: { lang: 'en' } });
    expect(badSize.statusCode).toBe(422);
    expect(badSize.body.errors?.perPage).toHaveLength(1);
    const badRange = await call(t.app, 'GET', `${LIST}?date_from=2026-02-05&date_to=2026-02-01`, {
      token: owner.token,
      headers: { lang: 'en' },
    });
    expect(badRange.statusCode).toBe(422);
    expect(badRange.body.errors?.date_to).toEqual(['The end date must be on or after the start date']);
    const badStatus = await call(t.app, 'GET', `${LIST}?status=lost`, { token: owner.token });
    expect(badStatus.statusCode).toBe(422);
  });

  it('shows a member limited to some branches only those branches', async () => {
    const limited = await memberWith(t.app, t.database, owner.token, [['read', 'b2b_orders']], [malaz.id]);
    const page = await list('', limited);
    expect(page.references).toEqual(['ORD-2026-000010', 'ORD-2026-000002']);
    expect(page.total).toBe(2);
    expect((await list(`branch_id=${olaya.id}`, limited)).total).toBe(0);
    expect((await list('q=ORD-2026-000001', limited)).total).toBe(0);
    const unlimited = await memberWith(t.app, t.database, owner.token, [['read', 'b2b_orders']]);
    expect((await list('', unlimited)).total).toBe(6);
  });

  it('refuses (403) a member without b2b_orders read, and the export without b2b_orders export', async () => {
    const clerk = await memberWith(t.app, t.database, owner.token, [['read', 'b2b_branches']]);
    expect((await call(t.app, 'GET', LIST, { token: clerk })).statusCode).toBe(403);
    const reader = await memberWith(t.app, t.database, owner.token, [['read', 'b2b_orders']]);
    expect((await call(t.app, 'GET', EXPORT, { token: reader })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', LIST)).statusCode).toBe(401);
  });
});

describe('GET company/orders/order/export', () => {
  const download = (query: string, lang: string) =>
    t.app.inject({
      method: 'GET',
      url: `${EXPORT}?${query}`,
      headers: { authorization: `Bearer ${owner.token}`, lang },
    });

  it('writes the filtered, sorted rows as CSV with localized headers and labels, formulas defused', async () => {
    const answer = await download(`format=csv&branch_id=${malaz.id}`, 'en');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    const lines = csvLines(answer.body);
    expect(lines[0]).toContain('Reference,Created at,Type,Status,Branch');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('ORD-2026-000010');
    expect(lines[1]).toContain(',Completed,');
    expect(lines[1]).toContain(",'=Malaz Store,");
    expect(lines[1]).toContain(',460.00,');
    expect(lines[1]).toContain(',Collected');
    expect(lines[2]).toContain(',Package visit,Canceled,');
    expect(answer.body).not.toContain('ORD-2026-000777');
  });

  it('writes an Arabic right-to-left .xlsx with Arabic labels and the same rows as the list', async () => {
    const answer = await download('status=completed&sortBy=total', 'ar');
    expect(answer.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    expect(sheet.getRow(1).getCell(1).value).toBe('المرجع');
    expect(sheet.getRow(2).getCell(1).value).toBe('ORD-2026-000001');
    expect(sheet.getRow(2).getCell(4).value).toBe('مكتمل');
    expect(sheet.getRow(3).getCell(1).value).toBe('ORD-2026-000010');
    // The formula-looking branch name stays a plain text cell in .xlsx.
    expect(sheet.getRow(3).getCell(5).value).toBe('=Malaz Store');
    expect(sheet.rowCount).toBe(3);
  });
});
