import { downloadFile, endpointQuery } from '@portal/shared';
import { COMPANY_TERMS_ENDPOINTS } from '@portal/shared/contract';

// The company's contract and shifts (contract COMPANY_TERMS_ENDPOINTS, ADR 0072); each query is disabled when the
// role may not call its endpoint.

export const contractQuery = () => endpointQuery(COMPANY_TERMS_ENDPOINTS.contract);
export const shiftsQuery = () => endpointQuery(COMPANY_TERMS_ENDPOINTS.shifts);

/** The signed PDF (a file route, fetched with the session's token), saved under the contract's reference. */
export const downloadContract = (url: string, reference: string) =>
  downloadFile(url.replace(/^\/api\/v1/, ''), {}, `${reference}.pdf`);
