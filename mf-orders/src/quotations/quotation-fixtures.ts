// Test data (not shipped): the building most quotation tests price, a 250 m² office of 2 floors (3 m), 10 years
// old, on a 12-month package of one monthly visit.

export const OFFICE_FACTS = {
  period_months: 12,
  area_sqm: 250,
  building_age_years: 10,
  floors: 2,
  floor_height_m: 3,
  package_type: 'visits',
  frequency: 'monthly',
  visits: 1,
  hours: 1,
} as const;
