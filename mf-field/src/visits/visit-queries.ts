import { endpointQuery } from '@portal/shared';
import {
  type EvidenceStage,
  ORDER_PROVIDER_ENDPOINTS,
  type OrderChecklistBody,
  type OrderProposal,
  type OrderTransitionOperation,
  PROVIDER_VISIT_ENDPOINTS,
  type ProposeBody,
  type ProviderVisit,
  type ProviderVisitPeriod,
} from '@portal/shared/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fieldOutbox } from '../offline/field-outbox';
import type { OutboxAction } from '../offline/outbox-entry';

// The field app's calls (contract PROVIDER_VISIT_ENDPOINTS, ORDER_PROVIDER_ENDPOINTS), all under one query key:
// every step, photo, tick or cash refreshes the visit, its evidence and the lists at once. Each read has its own
// key under it (the visit and its evidence take the same params).
export const FIELD_KEY = ['field'] as const;

export function useVisits(period: ProviderVisitPeriod, q: string, perPage: 20 | 50 | 100, date = '') {
  return useQuery({
    ...endpointQuery(
      PROVIDER_VISIT_ENDPOINTS.list,
      { query: { period, q: q || undefined, date: date || undefined, perPage } },
      { key: FIELD_KEY },
    ),
    placeholderData: keepPreviousData,
  });
}

const visitQuery = (id: string) =>
  endpointQuery(PROVIDER_VISIT_ENDPOINTS.one, { params: { id } }, { key: [...FIELD_KEY, 'visit'] });

/** One visit; `pollMs` re-reads it while the technician waits for the company (a proposal's answer). */
export const useVisit = (id: string, pollMs: number | false = false) =>
  useQuery({ ...visitQuery(id), refetchInterval: pollMs });

export const useEvidence = (id: string) =>
  useQuery(endpointQuery(ORDER_PROVIDER_ENDPOINTS.checklist, { params: { id } }, { key: [...FIELD_KEY, 'evidence'] }));

/**
 * An action of the technician, through the phone's outbox (../offline, ADR 0052): kept on the phone first, sent in
 * order with its Idempotency-Key; resolves `{ sent: false }` when it waits for the connection. Refreshes the
 * visit, its evidence and the lists.
 */
function useOutboxAction<T>(id: string, action: (input: T) => OutboxAction) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => {
      // The visit's reference names the action in the list of what waits (the visit screen has it loaded).
      const visit = client.getQueryData<ProviderVisit>(visitQuery(id).queryKey);
      return fieldOutbox.submit(id, visit?.reference ?? '', action(input));
    },
    onSuccess: () => client.invalidateQueries({ queryKey: FIELD_KEY }),
    // Offline too: the outbox keeps the action (React Query would pause it until the connection returns).
    networkMode: 'always',
  });
}

export const useStep = (id: string) =>
  useOutboxAction(id, (operation: OrderTransitionOperation) => ({ kind: 'step', operation }));

export const useCollectCash = (id: string) => useOutboxAction(id, () => ({ kind: 'cash' }));

export const useSaveChecklist = (id: string) =>
  useOutboxAction(id, (body: OrderChecklistBody) => ({ kind: 'checklist', body }));

/** One (already resized) photo; the outbox keeps it on the phone until sent (progress: useOutboxState). */
export const useUploadPhoto = (id: string) =>
  useOutboxAction(id, ({ stage, photo }: { stage: EvidenceStage; photo: Blob }) => ({ kind: 'photo', stage, photo }));

/**
 * A proposal to the company (issue 30.3), kept and sent like a step: taken offline on site, it waits on the phone
 * and goes once the connection returns (ADR 0052). `services` names its lines while it waits.
 */
export const usePropose = (id: string) =>
  useOutboxAction(id, ({ body, services }: { body: ProposeBody; services: OrderProposal['services'] }) => ({
    kind: 'proposal',
    body,
    services,
  }));
