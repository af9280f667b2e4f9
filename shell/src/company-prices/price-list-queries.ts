import { endpointQuery } from '@portal/shared';
import { COMPANY_PRICE_ENDPOINTS } from '@portal/shared/contract';

// The company's price list (contract COMPANY_PRICE_ENDPOINTS, ADR 0071): read only, ops set the prices.

export const companyServicesQuery = () => endpointQuery(COMPANY_PRICE_ENDPOINTS.services);
export const companyProductsQuery = () => endpointQuery(COMPANY_PRICE_ENDPOINTS.products);
