import { describe, expect, it } from 'vitest';
import { type BranchFacts, emptyDraft, restoredDraft, withBranches, withCatalog } from './quotation-draft';

const branch = (id: string, facts: Partial<BranchFacts>): BranchFacts => ({
  id,
  name: id,
  code: id,
  size_m2: null,
  building_age_years: null,
  floors: null,
  floor_height_m: null,
  ...facts,
});
const small = branch('small', { size_m2: 120, building_age_years: 0, floors: 1, floor_height_m: 3 });
const big = branch('big', { size_m2: 900, building_age_years: 20, floors: 4 });

describe('withBranches', () => {
  it('prefills the facts with the largest value of the chosen branches and follows the choice', () => {
    const one = withBranches(emptyDraft(), [small]);
    expect(one.answers).toMatchObject({ area_sqm: 120, building_age_years: 0, floors: 1, floor_height_m: 3 });
    const two = withBranches(one, [small, big]);
    expect(two.answers).toMatchObject({ area_sqm: 900, building_age_years: 20, floors: 4, floor_height_m: 3 });
    expect(withBranches(two, [big]).answers.floor_height_m).toBeNull();
  });

  it('keeps what the user typed, and drops the units of a branch no longer chosen', () => {
    const typed = { ...withBranches(emptyDraft(), [small]), prefilled: [] };
    const draft = { ...typed, answers: { ...typed.answers, area_sqm: 50, unit_ids: ['u1', 'u2'] } };
    const next = withBranches({ ...draft, unitBranches: { u1: 'small', u2: 'big' } }, [big]);
    expect(next.answers.area_sqm).toBe(50);
    expect(next.answers.unit_ids).toEqual(['u2']);
  });
});

describe('restoredDraft and withCatalog', () => {
  it('ignores a stored value of another shape, and drops services and products the catalog no longer has', () => {
    expect(restoredDraft({ version: 0, step: 4 })).toEqual(emptyDraft());
    expect(restoredDraft('garbage')).toEqual(emptyDraft());
    const draft = emptyDraft();
    draft.answers.services = [
      {
        service_id: 'ac',
        quantity: 2,
        products: [
          { product_id: 'filter', quantity: 1 },
          { product_id: 'gone', quantity: 1 },
        ],
      },
      { service_id: 'retired', quantity: 1, products: [] },
    ];
    const cleaned = withCatalog(restoredDraft(JSON.parse(JSON.stringify(draft))), [
      {
        id: 'ac',
        products: [{ id: 'filter', code: 'f', service_id: 'ac', name: { ar: '', en: '', fr: '' }, price: 1 }],
      },
    ]);
    expect(cleaned.answers.services).toEqual([
      { service_id: 'ac', quantity: 2, products: [{ product_id: 'filter', quantity: 1 }] },
    ]);
  });
});
