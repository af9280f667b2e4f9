import { endpointQuery, useLocalizedName } from '@portal/shared';
import {
  AREA_ENDPOINTS,
  PROPERTY_SETTING_ENDPOINTS,
  type PropertySettingKind,
  type TrilingualName,
} from '@portal/shared/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

// Reference lists (public/areas, public/settings): small, named in three languages, cached for the session.

const ALL = { perPage: 100 };
const forever = { staleTime: Number.POSITIVE_INFINITY };

export const settingQuery = (kind: PropertySettingKind) =>
  queryOptions({
    ...endpointQuery(
      PROPERTY_SETTING_ENDPOINTS[kind].list,
      { query: { ...ALL, sortBy: 'sort' } },
      { key: ['reference', kind] },
    ),
    ...forever,
  });
export const citiesQuery = () =>
  queryOptions({ ...endpointQuery(AREA_ENDPOINTS.cities.list, { query: ALL }), ...forever });
export const areasQuery = (cityId: string | null | undefined) =>
  queryOptions({
    ...endpointQuery(AREA_ENDPOINTS.areas.list, { query: cityId ? { ...ALL, city_id: cityId } : ALL }),
    ...forever,
  });

export const usePropertyTypes = () => useQuery(settingQuery('propertyType'));
export const useUnitTypes = () => useQuery(settingQuery('propertyUnitType'));
export const useUnitSpaceTypes = () => useQuery(settingQuery('propertyUnitSpace'));
export const useCities = () => useQuery(citiesQuery());
export const useAreas = (cityId: string | null | undefined) => useQuery(areasQuery(cityId));

/** Options of a select, named in the current language. */
export function useOptions(items: { id: string; name: TrilingualName }[] | undefined) {
  const local = useLocalizedName();
  return (items ?? []).map((item) => ({ value: item.id, label: local(item.name) }));
}
