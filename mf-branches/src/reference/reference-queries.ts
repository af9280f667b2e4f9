import { api, useLocalizedName } from '@portal/shared';
import type { Area, City, ListResult, PropertySetting, TrilingualName } from '@portal/shared/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

// Reference lists (public/areas, public/settings): small, named in three languages, cached for the session.

const ALL = { perPage: 100 };
const forever = { staleTime: Number.POSITIVE_INFINITY };

const propertyTypesQuery = () =>
  queryOptions({
    queryKey: ['reference', 'propertyType'],
    queryFn: () => api.get<ListResult<PropertySetting>>('/public/settings/propertyType', { ...ALL, sortBy: 'sort' }),
    ...forever,
  });
const unitTypesQuery = () =>
  queryOptions({
    queryKey: ['reference', 'propertyUnitType'],
    queryFn: () =>
      api.get<ListResult<PropertySetting>>('/public/settings/propertyUnitType', { ...ALL, sortBy: 'sort' }),
    ...forever,
  });
const unitSpaceTypesQuery = () =>
  queryOptions({
    queryKey: ['reference', 'propertyUnitSpace'],
    queryFn: () =>
      api.get<ListResult<PropertySetting>>('/public/settings/propertyUnitSpace', { ...ALL, sortBy: 'sort' }),
    ...forever,
  });
const citiesQuery = () =>
  queryOptions({
    queryKey: ['reference', 'city'],
    queryFn: () => api.get<ListResult<City>>('/public/areas/city', ALL),
    ...forever,
  });
const areasQuery = (cityId: string | null | undefined) =>
  queryOptions({
    queryKey: ['reference', 'area', cityId ?? 'all'],
    queryFn: () => api.get<ListResult<Area>>('/public/areas/area', cityId ? { ...ALL, city_id: cityId } : ALL),
    ...forever,
  });

export const usePropertyTypes = () => useQuery(propertyTypesQuery());
export const useUnitTypes = () => useQuery(unitTypesQuery());
export const useUnitSpaceTypes = () => useQuery(unitSpaceTypesQuery());
export const useCities = () => useQuery(citiesQuery());
export const useAreas = (cityId: string | null | undefined) => useQuery(areasQuery(cityId));

/** Options of a select, named in the current language. */
export function useOptions(items: { id: string; name: TrilingualName }[] | undefined) {
  const local = useLocalizedName();
  return (items ?? []).map((item) => ({ value: item.id, label: local(item.name) }));
}
