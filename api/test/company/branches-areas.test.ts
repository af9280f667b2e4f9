import { areaListSchema, cityListSchema, propertySettingListSchema } from '@portal/contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { containsPoint } from '../../src/company/areas/point-in-polygon';
import { call, useTestApp } from '../support/harness';

const t = useTestApp();

describe('public areas and settings (reference data from the migration)', () => {
  it('lists Riyadh as the only serviced city, first, with Jeddah and Dammam after it', async () => {
    const answer = await call(t.app, 'GET', '/api/v1/public/areas/city?perPage=100', { headers: { lang: 'en' } });
    expect(answer.statusCode).toBe(200);
    const cities = v.parse(cityListSchema, answer.body.data);
    expect(cities.items.map((c) => [c.code, c.is_serviced])).toEqual([
      ['riyadh', true],
      ['dammam', false],
      ['jeddah', false],
    ]);
    expect(cities.items[0]!.name).toEqual({ ar: 'الرياض', en: 'Riyadh', fr: 'Riyad' });
    const serviced = await call(t.app, 'GET', '/api/v1/public/areas/city?is_serviced=1');
    expect(serviced.body.data.total).toBe(1);
  });

  it('lists Riyadh districts with centres inside the Riyadh boundary, searchable and paged', async () => {
    const riyadh = (await call(t.app, 'GET', '/api/v1/public/areas/city?is_serviced=1')).body.data.items[0];
    const all = v.parse(
      areaListSchema,
      (await call(t.app, 'GET', `/api/v1/public/areas/area?perPage=100&city_id=${riyadh.id}`)).body.data,
    );
    expect(all.total).toBeGreaterThanOrEqual(30);
    const boundary = {
      type: 'Polygon',
      coordinates: [
        [
          [46.45, 24.55],
          [46.55, 24.45],
          [46.75, 24.4],
          [46.95, 24.48],
          [47.05, 24.65],
          [47.0, 24.9],
          [46.8, 25.05],
          [46.55, 25.0],
          [46.42, 24.8],
          [46.45, 24.55],
        ],
      ],
    };
    for (const area of all.items) expect(containsPoint(boundary, area.center!.lat, area.center!.lng)).toBe(true);

    const search = await call(t.app, 'GET', '/api/v1/public/areas/area?q=العليا');
    expect(search.body.data.items.map((a: { code: string }) => a.code)).toEqual(['riyadh-olaya']);
    const page = await call(t.app, 'GET', `/api/v1/public/areas/area?perPage=3&page=2&city_id=${riyadh.id}`);
    expect(page.body.data).toMatchObject({ page: 2, perPage: 3, total: all.total });
    expect(page.body.data.items).toHaveLength(3);

    const one = await call(t.app, 'GET', `/api/v1/public/areas/area/${all.items[0]!.id}`);
    expect(one.body.data.id).toBe(all.items[0]!.id);
  });

  it('lists branch types, unit types and unit spaces named in three languages', async () => {
    for (const kind of ['propertyType', 'propertyUnitType', 'propertyUnitSpace']) {
      const list = v.parse(
        propertySettingListSchema,
        (await call(t.app, 'GET', `/api/v1/public/settings/${kind}?perPage=100`)).body.data,
      );
      expect(list.total).toBeGreaterThanOrEqual(8);
      for (const item of list.items) expect(Object.values(item.name).every((name) => name.length > 0)).toBe(true);
    }
    const types = (await call(t.app, 'GET', '/api/v1/public/settings/propertyType?perPage=100')).body.data.items;
    expect(types.map((type: { code: string }) => type.code)).toEqual(
      expect.arrayContaining([
        'office',
        'warehouse',
        'shop',
        'restaurant',
        'villa',
        'building',
        'mall',
        'clinic',
        'school',
      ]),
    );
  });

  it('answers 404 for an unknown id and 422 for a malformed one or a bad page size', async () => {
    const missing = await call(t.app, 'GET', '/api/v1/public/areas/area/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    const malformed = await call(t.app, 'GET', '/api/v1/public/settings/propertyType/nope', {
      headers: { lang: 'en' },
    });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.body.errors).toEqual({ id: ['The selected value is invalid'] });
    const size = await call(t.app, 'GET', '/api/v1/public/areas/area?perPage=7');
    expect(size.statusCode).toBe(422);
    expect(Object.keys(size.body.errors ?? {})).toEqual(['perPage']);
  });
});

describe('point in polygon', () => {
  const square = {
    type: 'Polygon',
    coordinates: [
      [
        [0, 0],
        [10, 0],
        [10, 10],
        [0, 10],
        [0, 0],
      ],
      [
        [4, 4],
        [6, 4],
        [6, 6],
        [4, 6],
        [4, 4],
      ],
    ],
  };
  it('is inside the outline, outside the hole and outside the outline', () => {
    expect(containsPoint(square, 1, 1)).toBe(true);
    expect(containsPoint(square, 5, 5)).toBe(false);
    expect(containsPoint(square, 11, 5)).toBe(false);
    expect(containsPoint(null, 1, 1)).toBe(false);
  });
});
