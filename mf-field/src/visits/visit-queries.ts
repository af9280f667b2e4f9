import { callEndpoint, endpointQuery, uploadPercent, uploadToEndpoint } from '@portal/shared';
import {
  ORDER_PROVIDER_ENDPOINTS,
  type OrderChecklistBody,
  type OrderTransitionOperation,
  PROVIDER_VISIT_ENDPOINTS,
  type ProviderVisitPeriod,
} from '@portal/shared/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

// The field app's calls (contract PROVIDER_VISIT_ENDPOINTS, ORDER_PROVIDER_ENDPOINTS), all under one query key:
// every step, photo, tick or cash refreshes the visit, its evidence and the lists at once. Each read has its own
// key under it (the visit and its evidence take the same params).
const FIELD_KEY = ['field'] as const;

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

/** One visit; `pollMs` re-reads it while the technician waits for the company (a proposal's answer). */
export const useVisit = (id: string, pollMs: number | false = false) =>
  useQuery({
    ...endpointQuery(PROVIDER_VISIT_ENDPOINTS.one, { params: { id } }, { key: [...FIELD_KEY, 'visit'] }),
    refetchInterval: pollMs,
  });

export const useEvidence = (id: string) =>
  useQuery(endpointQuery(ORDER_PROVIDER_ENDPOINTS.checklist, { params: { id } }, { key: [...FIELD_KEY, 'evidence'] }));

export function useFieldMutation<T>(run: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: FIELD_KEY }),
  });
}

export const useStep = (id: string) =>
  useFieldMutation((operation: OrderTransitionOperation) =>
    callEndpoint(ORDER_PROVIDER_ENDPOINTS.transition, { params: { id }, body: { operation } }),
  );

export const useCollectCash = (id: string) =>
  useFieldMutation(() => callEndpoint(PROVIDER_VISIT_ENDPOINTS.collectCash, { params: { id } }));

export const useSaveChecklist = (id: string) =>
  useFieldMutation((body: OrderChecklistBody) =>
    callEndpoint(ORDER_PROVIDER_ENDPOINTS.saveChecklist, { params: { id }, body }),
  );

/** Sends one (already resized) photo; `onProgress` gets whole percents while it goes. */
export const useUploadPhoto = (id: string) =>
  useFieldMutation(
    ({
      stage,
      photo,
      onProgress,
    }: {
      stage: 'before' | 'after';
      photo: Blob;
      onProgress: (p: number | null) => void;
    }) => {
      const form = new FormData();
      form.append('stage', stage);
      form.append('photo', photo, `${stage}.jpg`);
      return uploadToEndpoint(
        ORDER_PROVIDER_ENDPOINTS.evidence,
        { params: { id }, form },
        { onUploadProgress: (event) => onProgress(uploadPercent(event)) },
      );
    },
  );
