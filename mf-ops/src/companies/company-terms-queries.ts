import { callEndpoint, endpointQuery, queryClient, uploadToEndpoint } from '@portal/shared';
import {
  type CompanyShiftFields,
  type ContractFields,
  OPS_COMPANY_TERMS_ENDPOINTS as endpoints,
  SERVICE_TYPE_ENDPOINTS,
} from '@portal/shared/contract';

// A company's contract and shifts in the console (contract OPS_COMPANY_TERMS_ENDPOINTS, ADR 0072): each save is
// one request; afterwards the section reads both again.

const key = (id: string) => ['ops', 'company-terms', id] as const;
const refresh = (id: string) => queryClient.invalidateQueries({ queryKey: key(id) });

export const opsContractQuery = (id: string) =>
  endpointQuery(endpoints.contract, { params: { id } }, { key: [...key(id), 'contract'] });
export const opsShiftsQuery = (id: string) =>
  endpointQuery(endpoints.shifts, { params: { id } }, { key: [...key(id), 'shifts'] });
/** The kinds of work a response time is promised for (ADR 0058), in their order. */
export const serviceTypesQuery = () =>
  endpointQuery(
    SERVICE_TYPE_ENDPOINTS.list,
    { query: { perPage: 100, sortBy: 'sort' } },
    { key: ['ops', 'serviceTypes'] },
  );

export async function saveContract(id: string, body: ContractFields) {
  await callEndpoint(endpoints.setContract, { params: { id }, body });
  await refresh(id);
}

export async function uploadContractPdf(id: string, file: File) {
  const form = new FormData();
  form.append('pdf', file);
  await uploadToEndpoint(endpoints.uploadContractPdf, { params: { id }, form });
  await refresh(id);
}

export async function saveShifts(id: string, shifts: CompanyShiftFields[]) {
  await callEndpoint(endpoints.setShifts, { params: { id }, body: { shifts } });
  await refresh(id);
}
