import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/platform/db/database';
import { membershipBranches, memberships, rolePermissions, roles, users } from '../../src/platform/db/schema/index';
import { call, nextPhone, signInWithCode, userMe } from '../support/harness';

// Helpers of the branches, units and import tests: reference ids, a member with chosen permissions, uploads.

export async function referenceIds(app: FastifyInstance) {
  const cities = (await call(app, 'GET', '/api/v1/public/areas/city?perPage=100')).body.data.items as {
    id: string;
    code: string;
  }[];
  const city = (code: string) => cities.find((c) => c.code === code)!.id;
  const riyadh = city('riyadh');
  const areas = (await call(app, 'GET', `/api/v1/public/areas/area?perPage=100&city_id=${riyadh}`)).body.data.items as {
    id: string;
    code: string;
  }[];
  const types = (await call(app, 'GET', '/api/v1/public/settings/propertyType?perPage=100')).body.data.items as {
    id: string;
    code: string;
  }[];
  const unitTypes = (await call(app, 'GET', '/api/v1/public/settings/propertyUnitType?perPage=100')).body.data.items;
  const spaces = (await call(app, 'GET', '/api/v1/public/settings/propertyUnitSpace?perPage=100')).body.data.items;
  return {
    riyadh,
    jeddah: city('jeddah'),
    area: (code: string) => areas.find((a) => a.code === `riyadh-${code}`)!.id,
    type: (code: string) => types.find((t) => t.code === code)!.id,
    unitType: unitTypes[0].id as string,
    space: (index: number) => spaces[index].id as string,
  };
}
export type ReferenceIds = Awaited<ReturnType<typeof referenceIds>>;

export const branchBody = (ids: ReferenceIds, overrides: Record<string, unknown> = {}) => ({
  name: 'Olaya Tower',
  code: `BR-${randomBytes(3).toString('hex')}`,
  address: 'King Fahd Road',
  property_type_id: ids.type('office'),
  building_number: '7421',
  size_m2: 450.5,
  height_m: 30,
  construction_date: '2015-06-01',
  building_age_years: 10,
  floors: 8,
  floor_height_m: 3.5,
  city_id: ids.riyadh,
  area_id: ids.area('olaya'),
  latitude: 24.6953,
  longitude: 46.6853,
  ...overrides,
});

/** A user of the owner's company with a role holding exactly these permissions (and optional assigned branches). */
export async function memberWith(
  app: FastifyInstance,
  database: Database,
  ownerToken: string,
  permissions: [string, string][],
  branchIds: string[] = [],
) {
  const companyId = (await userMe(app, ownerToken)).body.data.role.company.id as string;
  const db = database.db;
  const phone = nextPhone();
  const [role] = await db.insert(roles).values({ companyId, name: 'Limited', type: 'Employee' }).returning();
  if (permissions.length > 0) {
    await db
      .insert(rolePermissions)
      .values(permissions.map(([action, subject]) => ({ roleId: role!.id, action, subject })));
  }
  const [user] = await db.insert(users).values({ fullName: 'Member', phone }).returning();
  const [membership] = await db
    .insert(memberships)
    .values({ userId: user!.id, companyId, roleId: role!.id })
    .returning();
  if (branchIds.length > 0) {
    await db
      .insert(membershipBranches)
      .values(branchIds.map((branchId) => ({ membershipId: membership!.id, branchId })));
  }
  return signInWithCode(app, phone);
}

/** A multipart/form-data body with one file field, as a browser sends it. */
export function multipart(file: Buffer, filename = 'branches.xlsx', field = 'file') {
  const boundary = `----portal${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export async function upload(app: FastifyInstance, token: string, file: Buffer, lang = 'en') {
  const { payload, contentType } = multipart(file);
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/company/importProperties',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType, lang },
    payload,
  });
  return { statusCode: response.statusCode, body: response.json() };
}

/** A filled row of the import template (ENGLISH_HEADER's columns); `overrides` replace cells by column index. */
export function sheetRow(name: string, code: string, overrides: Record<number, string | number | null> = {}) {
  const cells: (string | number | null)[] = [
    name,
    code,
    'Office',
    'Riyadh',
    'Al Olaya',
    'King Fahd Road',
    '12',
    300,
    20,
    '2010-01-01',
    15,
    4,
    3.2,
    24.69,
    46.68,
  ];
  for (const [index, value] of Object.entries(overrides)) cells[Number(index)] = value;
  return cells;
}

/** A workbook like the template filled in by a user: the header row, then the given rows. */
export async function workbookOf(header: string[], rows: (string | number | null)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Branches');
  sheet.addRow(header);
  sheet.addRows(rows);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const ENGLISH_HEADER = [
  'Branch name',
  'Branch code',
  'Branch type',
  'City',
  'Area',
  'Address',
  'Building number',
  'Size (m²)',
  'Height (m)',
  'Construction date (YYYY-MM-DD)',
  'Building age (years)',
  'Floors',
  'Floor height (m)',
  'Latitude',
  'Longitude',
];
