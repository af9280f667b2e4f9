import { priceBreakdownSchema } from '@portal/contract';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { branches, propertyTypes, propertyUnitTypes, units } from '../../src/platform/db/schema/index';
import { companyOwner } from '../company/account-helpers';
import { type Answer, call, useTestApp } from '../support/harness';
import { answers, branchIn, catalogServices, serviceByCode } from './package-helpers';

// Issue 26.5: a quotation's business type and unit type carry pricing factors, so they are checked against what the
// company recorded for its branches and units: choosing "villa" (0.95) for a restaurant (1.20) is refused, not
// priced 21 % lower. Where nothing is recorded the declared type is all there is, but only a type with a factor is
// accepted (an unknown code is a 422 on its field, never priced at the neutral 1.00). Every quotation has branches
// (the schema requires one): there is no anonymous instant quote in the API; the wizard's live price before the
// branches are chosen is only a preview, and the API prices again with these checks.

let owner: Awaited<ReturnType<typeof companyOwner>>;
let restaurant: string;
let bare: string;
let lines: { service_id: string; quantity: number }[];

const URL = '/api/v1/company/quotations';
const send = (url: string, body: unknown) =>
  call(t.app, 'POST', url, { token: owner.token, body, headers: { lang: 'en' } });
const fieldsOf = (answer: Answer) => answer.body.errors ?? {};
const db = () => t.database.systemDb('test set-up: recorded property and unit types');

async function typeId(table: typeof propertyTypes | typeof propertyUnitTypes, code: string) {
  const [row] = await db().select({ id: table.id }).from(table).where(eq(table.code, code));
  return row!.id;
}
async function unitOf(branchId: string, name: string, unitType: string | null) {
  const [unit] = await db()
    .insert(units)
    .values({
      companyId: owner.companyId,
      branchId,
      name,
      unitTypeId: unitType ? await typeId(propertyUnitTypes, unitType) : null,
    })
    .returning({ id: units.id });
  return unit!.id;
}

const t = useTestApp();
beforeAll(async () => {
  owner = await companyOwner(t, 'Recorded Types Co');
  lines = [{ service_id: serviceByCode(await catalogServices(t, owner.token), 'ac_maintenance').id, quantity: 2 }];
  restaurant = await branchIn(t, owner.companyId, 'Tahlia Restaurant');
  await db()
    .update(branches)
    .set({ propertyTypeId: await typeId(propertyTypes, 'restaurant') })
    .where(eq(branches.id, restaurant));
  bare = await branchIn(t, owner.companyId, 'Unrecorded Site');
});

describe('business type', () => {
  it('refuses "villa" for a branch recorded as a restaurant (422 on business_type) and prices its own type', async () => {
    const villa = await send(
      `${URL}/price`,
      answers([restaurant], lines, { business_type: 'villa', unit_type: 'shop' }),
    );
    expect(villa.statusCode, JSON.stringify(villa.body)).toBe(422);
    expect(fieldsOf(villa).business_type?.[0]).toMatch(/Tahlia Restaurant is recorded as another type of property/);
    expect((await send(URL, answers([restaurant], lines, { business_type: 'villa' }))).statusCode).toBe(422);

    const own = await send(
      `${URL}/price`,
      answers([restaurant], lines, { business_type: 'restaurant', unit_type: 'shop' }),
    );
    expect(own.statusCode, JSON.stringify(own.body)).toBe(200);
    const factors = v.parse(priceBreakdownSchema, own.body.data).factors;
    expect(factors.find((factor) => factor.key === 'business_type')).toMatchObject({
      band: 'restaurant',
      permille: 1200,
    });
  });

  it('refuses branches of different recorded types in one quotation (quoted separately)', async () => {
    const office = await branchIn(t, owner.companyId, 'Olaya Office');
    await db()
      .update(branches)
      .set({ propertyTypeId: await typeId(propertyTypes, 'office') })
      .where(eq(branches.id, office));
    const mixed = await send(`${URL}/price`, answers([restaurant, office], lines, { business_type: 'office' }));
    expect(fieldsOf(mixed).business_type?.[0]).toMatch(/Tahlia Restaurant/);
  });

  it('a branch with nothing recorded (the nearest to a branchless quote): the declared type prices it if known', async () => {
    const declared = await send(`${URL}/price`, answers([bare], lines, { business_type: 'villa', unit_type: 'room' }));
    expect(declared.statusCode, JSON.stringify(declared.body)).toBe(200);
    const unknown = await send(`${URL}/price`, answers([bare], lines, { business_type: 'castle', unit_type: 'cave' }));
    expect(unknown.statusCode).toBe(422);
    expect(fieldsOf(unknown)).toEqual({
      business_type: ['This field is invalid'],
      unit_type: ['This field is invalid'],
    });
  });
});

describe('unit type', () => {
  it('chosen units: their recorded type must be the declared one', async () => {
    const branch = await branchIn(t, owner.companyId, 'Units Branch');
    const floor = await unitOf(branch, 'Floor 1', 'floor');
    const untyped = await unitOf(branch, 'Annex', null);
    const room = await send(
      `${URL}/price`,
      answers([branch], lines, { unit_type: 'room', unit_ids: [floor, untyped] }),
    );
    expect(room.statusCode).toBe(422);
    expect(fieldsOf(room).unit_type?.[0]).toMatch(/The unit Floor 1 is recorded as another unit type/);
    const ok = await send(`${URL}/price`, answers([branch], lines, { unit_type: 'floor', unit_ids: [floor, untyped] }));
    expect(ok.statusCode, JSON.stringify(ok.body)).toBe(200);
  });

  it('the whole branch: the declared type must be one recorded for its units', async () => {
    const branch = await branchIn(t, owner.companyId, 'Mixed Branch');
    await unitOf(branch, 'Shop A', 'shop');
    await unitOf(branch, 'Store B', 'storage');
    const room = await send(`${URL}/price`, answers([branch], lines, { unit_type: 'room' }));
    expect(room.statusCode).toBe(422);
    expect(fieldsOf(room).unit_type?.[0]).toMatch(/Mixed Branch has no unit of this type/);
    for (const recorded of ['shop', 'storage']) {
      const answer = await send(`${URL}/price`, answers([branch], lines, { unit_type: recorded }));
      expect({ recorded, status: answer.statusCode }).toEqual({ recorded, status: 200 });
    }
  });
});
