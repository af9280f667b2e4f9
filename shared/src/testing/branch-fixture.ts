import type { Branch } from '@portal/contract';

/** Test helper (not shipped): a branch as GET company/branch answers it, every optional fact blank but `facts`. */
export function branchOf(facts: Partial<Branch> = {}): Branch {
  return {
    id: 'b1',
    name: 'Olaya Tower',
    code: 'OLY-1',
    address: null,
    property_type: null,
    building_number: null,
    size_m2: null,
    height_m: null,
    construction_date: null,
    building_age_years: null,
    floors: null,
    floor_height_m: null,
    city: { id: 'riyadh', code: 'riyadh', name: { ar: 'الرياض', en: 'Riyadh', fr: 'Riyad' } },
    area: null,
    latitude: null,
    longitude: null,
    units_count: 0,
    created_at: '2026-11-01T09:00:00Z',
    updated_at: '2026-11-01T09:00:00Z',
    ...facts,
  };
}
