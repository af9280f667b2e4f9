import { endpointQuery } from '@portal/shared';
import { CATALOG_ENDPOINTS, type ProviderVisitDetails } from '@portal/shared/contract';
import { useQuery } from '@tanstack/react-query';

// Proposals from the field (issue 30.3): the technician proposes service changes or a visit quotation (contract
// ORDER_PROVIDER_ENDPOINTS.propose, repriced by the API; sent through the phone's outbox, ../visits/visit-queries
// usePropose); the company approves or rejects them on its order page.

/** The services a proposal can add (the public catalog: names, units, quantity bounds). */
export const useCatalogServices = (enabled: boolean) =>
  useQuery({
    ...endpointQuery(CATALOG_ENDPOINTS.services, { query: {} }, { key: ['field-catalog'] }),
    enabled,
    staleTime: 10 * 60_000,
  });

/** A proposal waiting for the company's answer: the work cannot start before it (guard no_pending_proposals). */
export const waitingProposal = (visit: Pick<ProviderVisitDetails, 'proposals'>) =>
  visit.proposals.some((proposal) => proposal.status === 'submitted');

/** Before the work starts, on site: when the technician has seen what the job really needs. */
export const PROPOSE_STATUSES: readonly string[] = ['arrived', 'inspection_started', 'inspection_ended'];
