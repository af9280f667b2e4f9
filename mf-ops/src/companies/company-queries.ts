import { callEndpoint, endpointList, endpointQuery, queryClient } from '@portal/shared';
import { OPS_ENDPOINTS } from '@portal/shared/contract';
import { useMutation } from '@tanstack/react-query';

// The companies directory through its contract endpoints (OPS_ENDPOINTS: listCompanies, company, suspend,
// reinstate, verify, reject, updateCreditLine), one request per decision with its Idempotency-Key. Each call is
// refused in the browser when the user's roles do not allow its endpoint.

const COMPANIES_KEY = ['ops', 'companies'] as const;
/** New uploads have no event on the ops side: the lists look again every half minute (and on focus). */
const REFRESH_MS = 30_000;

/** The directory: filters status and certificate verification. */
export const companyList = endpointList(OPS_ENDPOINTS.listCompanies, {
  key: COMPANIES_KEY,
  filterKeys: ['status', 'verification'],
  refetchInterval: REFRESH_MS,
});

/** The verification queue: certificates awaiting a decision, the longest waiting first. */
export const verificationList = endpointList(OPS_ENDPOINTS.listCompanies, {
  key: COMPANIES_KEY,
  fixed: { verification: 'awaiting' },
  refetchInterval: REFRESH_MS,
});

export const companyQuery = (id: string) =>
  endpointQuery(OPS_ENDPOINTS.company, { params: { id } }, { key: [...COMPANIES_KEY, 'detail'] });

export type CompanyDecision =
  | { kind: 'suspend' | 'reinstate' | 'reject'; reason: string }
  | { kind: 'verify'; reason?: string };

const DECISION_ENDPOINT = {
  suspend: OPS_ENDPOINTS.suspendCompany,
  reinstate: OPS_ENDPOINTS.reinstateCompany,
  verify: OPS_ENDPOINTS.verifyCompany,
  reject: OPS_ENDPOINTS.rejectCompanyVerification,
} as const;

/** Afterwards the directory, the queue and the company's page are read again, whatever the answer (409 too). */
const settled = () => queryClient.invalidateQueries({ queryKey: COMPANIES_KEY });

function decide(id: string, decision: CompanyDecision, headers: Record<string, string>) {
  const params = { id };
  if (decision.kind === 'verify') {
    const body = decision.reason ? { reason: decision.reason } : {};
    return callEndpoint(DECISION_ENDPOINT.verify, { params, body }, { headers });
  }
  return callEndpoint(DECISION_ENDPOINT[decision.kind], { params, body: { reason: decision.reason } }, { headers });
}

export function useCompanyDecision() {
  return useMutation({
    mutationFn: ({
      id,
      decision,
      headers,
    }: {
      id: string;
      decision: CompanyDecision;
      headers: Record<string, string>;
    }) => decide(id, decision, headers),
    onSettled: settled,
  });
}

export function useSetCreditLine() {
  return useMutation({
    mutationFn: ({
      id,
      limit,
      reason,
      headers,
    }: {
      id: string;
      limit: number;
      reason: string;
      headers: Record<string, string>;
    }) => callEndpoint(OPS_ENDPOINTS.updateCreditLine, { params: { id }, body: { limit, reason } }, { headers }),
    onSettled: settled,
  });
}
