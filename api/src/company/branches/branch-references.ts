import type { BranchValues } from '@portal/contract';
import type { Queryable } from '../../platform/db/database';
import { areas, cities, propertyTypes } from '../../platform/db/schema/index';
import type { MessageKey } from '../../platform/i18n/en';
import type { NamedRow } from '../areas/lookup-ref';
import { containsPoint } from '../areas/point-in-polygon';

// What a branch refers to (type, city, area) and the Riyadh-only rule (spec §1, §5). The tables are small, so they
// are read whole once per request: the form and a 5,000-row upload check every row against the same maps.

export interface BranchReferences {
  propertyTypes: Map<string, NamedRow>;
  cities: Map<string, NamedRow & { isServiced: boolean; boundary: unknown }>;
  areas: Map<string, NamedRow & { cityId: string }>;
}

export async function loadBranchReferences(db: Queryable): Promise<BranchReferences> {
  const [typeRows, cityRows, areaRows] = await Promise.all([
    db.select().from(propertyTypes),
    db.select().from(cities),
    db.select().from(areas),
  ]);
  return {
    propertyTypes: new Map(typeRows.filter((row) => row.isActive).map((row) => [row.id, row])),
    cities: new Map(cityRows.filter((row) => row.isActive).map((row) => [row.id, row])),
    areas: new Map(areaRows.filter((row) => row.isActive).map((row) => [row.id, row])),
  };
}

export type BranchFieldError = { field: keyof BranchValues; key: MessageKey };

/** The errors the schema cannot see: unknown references, a city we do not serve, a point outside Riyadh. */
export function branchReferenceErrors(refs: BranchReferences, values: BranchValues): BranchFieldError[] {
  const errors: BranchFieldError[] = [];
  if (!refs.propertyTypes.has(values.property_type_id))
    errors.push({ field: 'property_type_id', key: 'validation.uuid' });
  const city = refs.cities.get(values.city_id);
  const area = refs.areas.get(values.area_id);
  if (!city) errors.push({ field: 'city_id', key: 'validation.uuid' });
  else if (!city.isServiced) errors.push({ field: 'city_id', key: 'validation.riyadh_only' });
  if (!area) errors.push({ field: 'area_id', key: 'validation.uuid' });
  else if (city?.isServiced && area.cityId !== city.id)
    errors.push({ field: 'area_id', key: 'branches.area_outside_city' });
  if (
    city?.isServiced &&
    values.latitude != null &&
    values.longitude != null &&
    !containsPoint(city.boundary, values.latitude, values.longitude)
  ) {
    errors.push({ field: 'latitude', key: 'validation.riyadh_only' });
  }
  return errors;
}
