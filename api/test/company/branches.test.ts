import { branchListSchema, branchSchema } from '@portal/contract';
import ExcelJS from 'exceljs';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { branches } from '../../src/platform/db/schema/index';
import { csvLines } from '../support/csv-lines';
import { call, registerAndSignIn, useTestApp } from '../support/harness';
import { branchBody, memberWith, type ReferenceIds, referenceIds } from './branches-support';

let ids: ReferenceIds;
let owner: string;
let rival: string;
const t = useTestApp();
beforeAll(async () => {
  ids = await referenceIds(t.app);
  owner = (await registerAndSignIn(t.app, undefined, 'Najd Facilities')).token;
  rival = (await registerAndSignIn(t.app, undefined, 'Rival Co')).token;
});

const en = { lang: 'en' };
const create = (token: string, body: Record<string, unknown>, headers = en) =>
  call(t.app, 'POST', '/api/v1/company/branch', { token, body, headers });
const rowCount = () => t.database.db.$count(branches);

describe('company/branch', () => {
  it('creates, reads, updates and deletes a branch with every spec §3 field', async () => {
    const body = branchBody(ids, { code: 'OLY-1' });
    const created = await create(owner, body);
    expect(created.statusCode).toBe(201);
    expect(created.body.message).toBe('Record has been created successfully');
    const branch = v.parse(branchSchema, created.body.data);
    expect(branch).toMatchObject({
      name: 'Olaya Tower',
      code: 'OLY-1',
      size_m2: 450.5,
      floor_height_m: 3.5,
      construction_date: '2015-06-01',
      floors: 8,
      units_count: 0,
      city: { code: 'riyadh' },
      area: { code: 'riyadh-olaya' },
      property_type: { code: 'office' },
    });

    const read = await call(t.app, 'GET', `/api/v1/company/branch/${branch.id}`, { token: owner });
    expect(read.body.data).toEqual(created.body.data);

    const changed = { ...body, id: branch.id, name: 'Olaya Tower B', floors: 9, latitude: null, longitude: null };
    const updated = await call(t.app, 'PUT', `/api/v1/company/branch/${branch.id}`, {
      token: owner,
      body: changed,
      headers: en,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.body.message).toBe('Record has been updated successfully');
    expect(updated.body.data).toMatchObject({ name: 'Olaya Tower B', floors: 9, latitude: null, code: 'OLY-1' });

    const removed = await call(t.app, 'DELETE', `/api/v1/company/branch/${branch.id}`, { token: owner, headers: en });
    expect(removed.body).toMatchObject({ status: 200, message: 'Record has been deleted successfully' });
    expect((await call(t.app, 'GET', `/api/v1/company/branch/${branch.id}`, { token: owner })).statusCode).toBe(404);
  });

  it('lists with search, filters, sort and every page size, with the total', async () => {
    const { token } = await registerAndSignIn(t.app, undefined, 'List Co');
    for (const [index, [name, type, area]] of [
      ['Alpha Warehouse', 'warehouse', 'malaz'],
      ['Bravo Office', 'office', 'olaya'],
      ['Charlie Shop', 'shop', 'olaya'],
      ['Delta Clinic', 'clinic', 'yasmin'],
      ['Echo Office', 'office', 'malqa'],
    ].entries()) {
      const answer = await create(
        token,
        branchBody(ids, {
          name,
          code: `L-${index}`,
          property_type_id: ids.type(type!),
          area_id: ids.area(area!),
          floors: index,
          latitude: null,
          longitude: null,
        }),
      );
      expect(answer.statusCode).toBe(201);
    }
    const list = async (query: string) => {
      const answer = await call(t.app, 'GET', `/api/v1/company/branch?${query}`, { token });
      expect(answer.statusCode).toBe(200);
      return v.parse(branchListSchema, answer.body.data);
    };
    const sorted = await list('sortBy=name&perPage=3');
    expect(sorted).toMatchObject({ total: 5, page: 1, perPage: 3 });
    expect(sorted.items.map((b) => b.name)).toEqual(['Alpha Warehouse', 'Bravo Office', 'Charlie Shop']);
    expect((await list('sortBy=name&perPage=3&page=2')).items.map((b) => b.name)).toEqual([
      'Delta Clinic',
      'Echo Office',
    ]);
    expect((await list('sortBy=floors&sortDesc=true&perPage=5')).items[0]!.name).toBe('Echo Office');
    expect((await list('q=office')).items.map((b) => b.name).sort()).toEqual(['Bravo Office', 'Echo Office']);
    expect((await list('q=L-3')).items.map((b) => b.name)).toEqual(['Delta Clinic']);
    expect(
      (await list(`property_type_id=${ids.type('office')}&area_id=${ids.area('olaya')}`)).items.map((b) => b.name),
    ).toEqual(['Bravo Office']);
    for (const size of [3, 5, 10, 20, 25, 50, 100]) expect((await list(`perPage=${size}`)).perPage).toBe(size);

    const badSort = await call(t.app, 'GET', '/api/v1/company/branch?sortBy=company_id', { token, headers: en });
    expect(badSort.statusCode).toBe(422);
    expect(badSort.body.errors).toEqual({ sortBy: ['This field is invalid'] });
  });

  it('refuses bad input with 422 and field errors, writing nothing', async () => {
    const before = await rowCount();
    const empty = await create(owner, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.body.message).toBe('The given data was invalid');
    expect(Object.keys(empty.body.errors ?? {}).sort()).toEqual([
      'area_id',
      'city_id',
      'code',
      'name',
      'property_type_id',
    ]);
    expect(empty.body.errors?.name).toEqual(['This field is required']);

    const wrong = await create(
      owner,
      branchBody(ids, { floors: 2.5, size_m2: -1, construction_date: '2021-02-30', latitude: null, code: 'a b' }),
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body.errors).toEqual({
      code: ['All Character are not valid'],
      floors: ['This field must be an integer'],
      size_m2: ['Enter number between 0 and 1000000'],
      construction_date: ['Enter a valid date (YYYY-MM-DD)'],
    });
    const half = await create(owner, branchBody(ids, { latitude: null }));
    expect(half.body.errors).toEqual({ latitude: ['Enter both latitude and longitude, or neither'] });
    const forged = await create(owner, branchBody(ids, { property_type_id: '00000000-0000-4000-8000-000000000000' }));
    expect(forged.body.errors).toEqual({ property_type_id: ['The selected value is invalid'] });
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/v1/company/branch',
      headers: { authorization: `Bearer ${owner}`, 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(await rowCount()).toBe(before);
  });

  it('keeps codes unique per company, not across companies', async () => {
    expect((await create(owner, branchBody(ids, { code: 'HQ' }))).statusCode).toBe(201);
    const again = await create(owner, branchBody(ids, { code: 'HQ' }), { lang: 'ar' });
    expect(again.statusCode).toBe(422);
    expect(again.body.errors).toEqual({ code: ['هذا الرمز مستخدم لفرع آخر في شركتك'] });
    expect((await create(rival, branchBody(ids, { code: 'HQ' }))).statusCode).toBe(201);
  });

  it('refuses a branch outside Riyadh, by city or by coordinates, in the caller language', async () => {
    const before = await rowCount();
    const jeddah = await create(owner, branchBody(ids, { city_id: ids.jeddah }));
    expect(jeddah.statusCode).toBe(422);
    expect(jeddah.body.errors?.city_id).toEqual(['Our services are only available in Riyadh']);
    const arabic = await create(owner, branchBody(ids, { city_id: ids.jeddah }), { lang: 'ar' });
    expect(arabic.body.errors?.city_id).toEqual(['خدماتنا متاحة في الرياض فقط']);
    const french = await create(owner, branchBody(ids, { city_id: ids.jeddah }), { lang: 'fr' });
    expect(french.body.errors?.city_id).toEqual(['Nos services ne sont disponibles qu’à Riyad']);

    // Jeddah's corniche, with a Riyadh city and district chosen.
    const outside = await create(owner, branchBody(ids, { latitude: 21.5433, longitude: 39.1728 }));
    expect(outside.body.errors).toEqual({ latitude: ['Our services are only available in Riyadh'] });
    expect(await rowCount()).toBe(before);
  });

  it('answers 404 for another company’s branch and never changes it', async () => {
    const theirs = (await create(rival, branchBody(ids, { name: 'Rival HQ' }))).body.data;
    for (const [method, body] of [
      ['GET'],
      ['PUT', { ...branchBody(ids), id: theirs.id, name: 'Hijacked' }],
      ['DELETE'],
    ] as const) {
      const answer = await call(t.app, method, `/api/v1/company/branch/${theirs.id}`, { token: owner, body });
      expect(answer.statusCode).toBe(404);
      expect(answer.body.data).toBeNull();
    }
    const mine = (await call(t.app, 'GET', '/api/v1/company/branch?perPage=100', { token: owner })).body.data.items;
    expect(mine.map((b: { id: string }) => b.id)).not.toContain(theirs.id);
    const still = await call(t.app, 'GET', `/api/v1/company/branch/${theirs.id}`, { token: rival });
    expect(still.body.data.name).toBe('Rival HQ');
  });

  it('needs the ability for each action (403) and a signed-in caller (401)', async () => {
    const reader = await memberWith(t.app, t.database, owner, [['read', 'b2b_branches']]);
    expect((await call(t.app, 'GET', '/api/v1/company/branch', { token: reader })).statusCode).toBe(200);
    const before = await rowCount();
    expect((await create(reader, branchBody(ids))).statusCode).toBe(403);
    const any = (await call(t.app, 'GET', '/api/v1/company/branch', { token: reader })).body.data.items[0];
    expect(
      (
        await call(t.app, 'PUT', `/api/v1/company/branch/${any.id}`, {
          token: reader,
          body: { ...branchBody(ids), id: any.id },
        })
      ).statusCode,
    ).toBe(403);
    expect((await call(t.app, 'DELETE', `/api/v1/company/branch/${any.id}`, { token: reader })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/v1/company/branch/export', { token: reader })).statusCode).toBe(403);
    expect(await rowCount()).toBe(before);

    const nobody = await memberWith(t.app, t.database, owner, [['read', 'b2b_properties']]);
    expect((await call(t.app, 'GET', '/api/v1/company/branch', { token: nobody })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/v1/company/branch')).statusCode).toBe(401);
  });

  it('shows a member with assigned branches only those branches', async () => {
    const { token } = await registerAndSignIn(t.app, undefined, 'Assigned Co');
    const a = (await create(token, branchBody(ids, { name: 'Assigned A' }))).body.data;
    const b = (await create(token, branchBody(ids, { name: 'Other B' }))).body.data;
    const limited = await memberWith(t.app, t.database, token, [['manage', 'b2b_branches']], [a.id]);
    const list = (await call(t.app, 'GET', '/api/v1/company/branch', { token: limited })).body.data;
    expect(list.items.map((x: { id: string }) => x.id)).toEqual([a.id]);
    expect(list.total).toBe(1);
    expect((await call(t.app, 'GET', `/api/v1/company/branch/${b.id}`, { token: limited })).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/v1/company/branch/${b.id}`, { token: limited })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/v1/company/branch/${b.id}`, { token })).statusCode).toBe(200);
  });

  it('refuses a PUT whose body id differs from the path', async () => {
    const branch = (await create(owner, branchBody(ids))).body.data;
    const answer = await call(t.app, 'PUT', `/api/v1/company/branch/${branch.id}`, {
      token: owner,
      body: { ...branchBody(ids), id: '00000000-0000-4000-8000-000000000000' },
      headers: en,
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.body.errors).toEqual({ id: ['This field is invalid'] });
  });

  it('exports the current filter as .xlsx and CSV with headers in the caller language', async () => {
    const { token } = await registerAndSignIn(t.app, undefined, 'Export Co');
    await create(token, branchBody(ids, { name: 'Export Office', code: 'EX-1' }));
    await create(token, branchBody(ids, { name: '=HYPERLINK("x")', code: 'EX-2', property_type_id: ids.type('shop') }));
    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/api/v1/company/branch/export?property_type_id=${ids.type('office')}`,
      headers: { authorization: `Bearer ${token}`, lang: 'ar' },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toMatch(/attachment; filename=.*\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('اسم الفرع');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).value).toBe('Export Office');
    expect(sheet.getRow(2).getCell(3).value).toBe('مكتب');

    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/v1/company/branch/export?format=csv&sortBy=code',
      headers: { authorization: `Bearer ${token}`, lang: 'en' },
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csvLines(csv.body);
    expect(lines[0]).toMatch(/^Branch name,Branch code,Branch type,City,Area/);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/^"'=HYPERLINK\(""x""\)",EX-2,Shop,Riyadh,Al Olaya/);
  });
});
