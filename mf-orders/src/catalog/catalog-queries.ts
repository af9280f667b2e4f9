import { callEndpoint, endpointQuery, useLocalizedName } from '@portal/shared';
import {
  CATALOG_ENDPOINTS,
  PROPERTY_SETTING_ENDPOINTS,
  SERVICE_TYPE_ENDPOINTS,
  type Service,
} from '@portal/shared/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

// The public catalog (spec §7 public/services/*) and the property settings the wizard asks about: small lists,
// cached for the session (a company switch empties them). The API answers the services at the caller's company's
// own prices where ops set some (ADR 0071): the rows the live price and the API's authoritative price both read.

const forever = { staleTime: Number.POSITIVE_INFINITY };

const CATALOG_KEY = ['catalog'] as const;

const categoriesQuery = () =>
  queryOptions({
    queryKey: [...CATALOG_KEY, 'categories'],
    queryFn: () => callEndpoint(CATALOG_ENDPOINTS.categories),
    ...forever,
  });

/** Every service with its products and items (the rows `priceQuotation` reads). */
const servicesQuery = () =>
  queryOptions({
    queryKey: [...CATALOG_KEY, 'services'],
    queryFn: () => callEndpoint(CATALOG_ENDPOINTS.services),
    ...forever,
  });

/** The same query (key and all) as mf-branches' reference lists: one cache entry for both remotes. */
const settingsQuery = (kind: 'propertyType' | 'propertyUnitType') =>
  queryOptions({
    ...endpointQuery(
      PROPERTY_SETTING_ENDPOINTS[kind].list,
      { query: { perPage: 100, sortBy: 'sort' } },
      { key: ['reference', kind] },
    ),
    ...forever,
  });
export const propertyTypesQuery = () => settingsQuery('propertyType');
export const unitTypesQuery = () => settingsQuery('propertyUnitType');

/** The kinds of work (public/settings/serviceType, ADR 0058) the order form filters the catalog by. */
export const serviceTypesQuery = () =>
  queryOptions({
    ...endpointQuery(
      SERVICE_TYPE_ENDPOINTS.list,
      { query: { perPage: 100, sortBy: 'sort' } },
      { key: ['reference', 'serviceType'] },
    ),
    ...forever,
  });

export const useCategories = () => useQuery(categoriesQuery());
export const useServiceTypes = () => useQuery(serviceTypesQuery());
export const useServices = () => useQuery(servicesQuery());
export const usePropertyTypes = () => useQuery(propertyTypesQuery());
export const useUnitTypes = () => useQuery(unitTypesQuery());

/** id → service, for naming the lines of a quotation or a package. */
export function useServiceIndex(): Map<string, Service> {
  const services = useServices();
  return new Map((services.data ?? []).map((service) => [service.id, service]));
}

/** The localized name of a property setting by its code (the wizard's answers carry codes). */
export function useSettingName(kind: 'propertyType' | 'propertyUnitType'): (code: string) => string {
  const types = useQuery(settingsQuery(kind));
  const local = useLocalizedName();
  return (code) => {
    const found = types.data?.items.find((item) => item.code === code);
    return found ? local(found.name) : code;
  };
}
