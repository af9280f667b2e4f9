import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { branches } from '../../src/platform/db/schema/index';
import { call, registerAndSignIn, useTestApp } from '../support/harness';
import { ENGLISH_HEADER, memberWith, multipart, sheetRow, upload, workbookOf } from './branches-support';

let owner: string;
const t = useTestApp();
beforeAll(async () => {
  owner = (await registerAndSignIn(t.app, undefined, 'Import Co')).token;
});

const rowCount = () => t.database.db.$count(branches);

async function template(lang: string) {
  const answer = await t.app.inject({
    method: 'GET',
    url: '/api/v1/company/importProperties/template',
    headers: { authorization: `Bearer ${owner}`, lang },
  });
  expect(answer.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
  return { answer, workbook };
}

describe('company/importProperties (bulk branch upload)', () => {
  it('serves an .xlsx template with headers in the user language, drop-down lists and an example row', async () => {
    const { answer, workbook } = await template('ar');
    expect(answer.headers['content-type']).toContain('spreadsheetml');
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('اسم الفرع');
    expect(sheet.getRow(1).getCell(3).value).toBe('نوع الفرع');
    expect(sheet.getRow(2).getCell(4).value).toBe('الرياض');
    expect(sheet.getRow(2).getCell(5).value).toBe('العليا');
    const lists = workbook.worksheets[1]!;
    expect(lists.state).toBe('hidden');
    expect(lists.getColumn(1).values).toContain('مستودع');
    // Excel keeps list validations per range; exceljs reads them back per cell.
    const validation = (
      sheet as unknown as { dataValidations: { find(a: string): { type: string; formulae: string[] } } }
    ).dataValidations;
    expect(validation.find('C2')).toMatchObject({ type: 'list' });
    expect(validation.find('E500')?.formulae[0]).toMatch(/\$C\$1:\$C\$\d+/);

    const english = (await template('en')).workbook.worksheets[0]!;
    expect(english.getRow(1).values).toEqual([undefined, ...ENGLISH_HEADER]);
  });

  it('imports the filled template: every row becomes a branch of the company', async () => {
    const { workbook } = await template('en');
    const sheet = workbook.worksheets[0]!;
    sheet.addRow(sheetRow('Malaz Store', 'IMP-2', { 2: 'Warehouse', 4: 'Al Malaz' }));
    sheet.addRow(sheetRow('Yasmin Clinic', 'IMP-3', { 2: 'clinic', 4: 'الياسمين', 13: null, 14: null, 9: null }));
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const answer = await upload(t.app, owner, file);
    expect(answer.statusCode).toBe(201);
    expect(answer.body).toMatchObject({
      status: 201,
      message: 'The branches have been imported successfully',
      data: { imported: 3 },
    });
    const list = (await call(t.app, 'GET', '/api/v1/company/branch?sortBy=code', { token: owner })).body.data;
    expect(list.items.map((b: { code: string }) => b.code)).toEqual(['BR-001', 'IMP-2', 'IMP-3']);
    expect(list.items[1]).toMatchObject({
      property_type: { code: 'warehouse' },
      area: { code: 'riyadh-malaz' },
      size_m2: 300,
    });
    expect(list.items[2]).toMatchObject({ area: { code: 'riyadh-yasmin' }, latitude: null, construction_date: null });
  });

  it('refuses a file with a bad row, reporting each error by row and column, and imports nothing', async () => {
    const before = await rowCount();
    const file = await workbookOf(ENGLISH_HEADER, [
      sheetRow('Good One', 'BAD-1'),
      sheetRow('Jeddah Shop', 'BAD-2', { 3: 'Jeddah' }),
      sheetRow('', 'BAD-3', { 11: 'many' }),
      sheetRow('Twin', 'BAD-1', { 2: 'Spaceship' }),
      sheetRow('Far away', 'BAD-5', { 13: 21.54, 14: 39.17 }),
      sheetRow('Existing', 'IMP-2'),
    ]);
    const answer = await upload(t.app, owner, file);
    expect(answer.statusCode).toBe(422);
    expect(answer.body.message).toBe('7 errors were found in the file; nothing was imported');
    expect(answer.body.data.total_errors).toBe(7);
    // Sorted by row, then by column in template order.
    expect(
      answer.body.data.errors.map((e: { row: number; column: string; message: string }) => [
        e.row,
        e.column,
        e.message,
      ]),
    ).toEqual([
      [3, 'City', 'Our services are only available in Riyadh'],
      [4, 'Branch name', 'This field is required'],
      [4, 'Floors', 'This field must be a number'],
      [5, 'Branch code', 'This code appears more than once in the file'],
      [5, 'Branch type', 'Choose a value from the drop-down list'],
      [6, 'Latitude', 'Our services are only available in Riyadh'],
      [7, 'Branch code', 'This code is already used by another branch of your company'],
    ]);
    expect(await rowCount()).toBe(before);
  });

  it('reports errors in the caller language', async () => {
    const file = await workbookOf(ENGLISH_HEADER, [sheetRow('Dammam', 'AR-1', { 3: 'الدمام' })]);
    const answer = await upload(t.app, owner, file, 'ar');
    expect(answer.body.data.errors).toEqual([
      { row: 2, column: 'المدينة', field: 'city', message: 'خدماتنا متاحة في الرياض فقط' },
    ]);
  });

  it('refuses what is not a usable workbook with a 4xx that says why', async () => {
    const before = await rowCount();
    const notXlsx = await upload(t.app, owner, Buffer.from('name,code\nA,B\n'));
    expect(notXlsx.statusCode).toBe(422);
    expect(notXlsx.body.errors).toEqual({ file: ['The file could not be read as an Excel workbook (.xlsx)'] });

    const headerless = await upload(t.app, owner, await workbookOf(['Name', 'Something'], [['A', 'B']]));
    expect(headerless.statusCode).toBe(422);
    expect(headerless.body.message).toMatch(
      /^These columns are missing from the header row: Branch code, Branch type, City, Area$/,
    );

    const empty = await upload(t.app, owner, await workbookOf(ENGLISH_HEADER, []));
    expect(empty.body.errors).toEqual({ file: ['The file has no branch rows under the header row'] });

    const json = await call(t.app, 'POST', '/api/v1/company/importProperties', {
      token: owner,
      body: {},
      headers: { lang: 'en' },
    });
    expect(json.statusCode).toBe(422);
    expect(json.body.errors).toEqual({ file: ['Choose an .xlsx file to upload'] });

    const big = multipart(Buffer.alloc(6 * 1024 * 1024, 1));
    const tooLarge = await t.app.inject({
      method: 'POST',
      url: '/api/v1/company/importProperties',
      headers: { authorization: `Bearer ${owner}`, 'content-type': big.contentType, lang: 'en' },
      payload: big.payload,
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('The file is larger than 5 MB');
    expect(await rowCount()).toBe(before);
  });

  it('needs the bulk_upload ability', async () => {
    const reader = await memberWith(t.app, t.database, owner, [
      ['read', 'b2b_branches'],
      ['insert', 'b2b_branches'],
    ]);
    const file = await workbookOf(ENGLISH_HEADER, [sheetRow('X', 'NOPE-1')]);
    expect((await upload(t.app, reader, file)).statusCode).toBe(403);
    const template = await t.app.inject({
      method: 'GET',
      url: '/api/v1/company/importProperties/template',
      headers: { authorization: `Bearer ${reader}` },
    });
    expect(template.statusCode).toBe(403);
  });
});
