import { api, type ListPageQuery, queryClient } from '@portal/shared';
import type { ListResult, OpsCompany, OpsCompanyDetail, Wallet } from '@portal/shared/contract';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';

// The companies directory of the ops API (contract OPS_ENDPOINTS: listCompanies, company, suspend, reinstate, verify,
// reject; api/src/ops/routes.ts: the credit line), and one request per decision with its Idempotency-Key.

const PATH = '/ops/companies';
const COMPANIES_KEY = ['ops', 'companies'] as const;
/** New uploads have no event on the ops side: the lists look again every half minute (and on focus). */
const REFRESH_MS = 30_000;

export const companyListQuery = (query: ListPageQuery) =>
  queryOptions({
    queryKey: [...COMPANIES_KEY, 'list', query],
    queryFn: () => api.get<ListResult<OpsCompany>>(PATH, query),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });

/** The verification queue: certificates awaiting a decision, the longest waiting first. */
export const verificationListQuery = (query: ListPageQuery) => companyListQuery({ ...query, verification: 'awaiting' });

export const companyQuery = (id: string) =>
  queryOptions({
    queryKey: [...COMPANIES_KEY, 'detail', id],
    queryFn: () => api.get<OpsCompanyDetail>(`${PATH}/${id}`),
  });

export type CompanyDecision =
  | { kind: 'suspend' | 'reinstate' | 'reject'; reason: string }
  | { kind: 'verify'; reason?: string };

const DECISION_PATH: Record<CompanyDecision['kind'], string> = {
  suspend: 'suspend',
  reinstate: 'reinstate',
  verify: 'certificates/verify',
  reject: 'certificates/reject',
};

/** Afterwards the directory, the queue and the company's page are read again, whatever the answer (409 too). */
const settled = () => queryClient.invalidateQueries({ queryKey: COMPANIES_KEY });

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
    }) =>
      api.post<OpsCompanyDetail>(
        `${PATH}/${id}/${DECISION_PATH[decision.kind]}`,
        decision.reason ? { reason: decision.reason } : {},
        { headers },
      ),
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
    }) => api.put<Wallet>(`${PATH}/${id}/credit-line`, { limit, reason }, { headers }),
    onSettled: settled,
  });
}
