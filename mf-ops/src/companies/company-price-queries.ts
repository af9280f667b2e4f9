import { callEndpoint, endpointQuery, queryClient } from '@portal/shared';
import {
  CATALOG_ENDPOINTS,
  COMPANY_PRICE_ENDPOINTS,
  type OpsCompanyPrice,
  type SetCompanyPriceBody,
} from '@portal/shared/contract';
import { useMutation } from '@tanstack/react-query';

// A company's negotiated prices (contract COMPANY_PRICE_ENDPOINTS, ADR 0071): each change is one request whose
// answer (the company's prices) replaces the list in the cache.

const PRICES_KEY = ['ops', 'company-prices'] as const;

export const companyPricesQuery = (id: string) =>
  endpointQuery(COMPANY_PRICE_ENDPOINTS.opsList, { params: { id } }, { key: PRICES_KEY });

/** The catalog's services with their products, at the list prices (an ops account acts in no company). */
export const catalogQuery = () => ({
  ...endpointQuery(CATALOG_ENDPOINTS.services, { query: {} }, { key: ['ops', 'catalog'] }),
  staleTime: 300_000,
});

const replace = (id: string) => (prices: OpsCompanyPrice[]) =>
  queryClient.setQueryData(companyPricesQuery(id).queryKey, prices);

export function useSetCompanyPrice(id: string) {
  return useMutation({
    mutationFn: (body: SetCompanyPriceBody) => callEndpoint(COMPANY_PRICE_ENDPOINTS.opsSet, { params: { id }, body }),
    onSuccess: replace(id),
  });
}

export function useRemoveCompanyPrice(id: string) {
  return useMutation({
    mutationFn: (priceId: string) => callEndpoint(COMPANY_PRICE_ENDPOINTS.opsRemove, { params: { id, priceId } }),
    onSuccess: replace(id),
  });
}
