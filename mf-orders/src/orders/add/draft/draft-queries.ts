import { callEndpoint, mayCall } from '@portal/shared';
import {
  type CreateOrderBody,
  ORDER_DRAFT_ENDPOINTS,
  type OrderDraft,
  type OrderDraftForm,
} from '@portal/shared/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ORDERS_KEY } from '../../list/order-list-query';

// company/orders/draft and company/orders/draft/submit (contract ORDER_DRAFT_ENDPOINTS, rule orderCreate): the
// caller's one draft of the order form. Saves are silent (the form shows "Draft saved at …" instead of toasts).

export const DRAFT_KEY = [...ORDERS_KEY, 'draft'] as const;

/** GET company/orders/draft: the caller's draft, or null. */
export const useOrderDraft = (enabled: boolean) =>
  useQuery({
    queryKey: DRAFT_KEY,
    queryFn: () => callEndpoint(ORDER_DRAFT_ENDPOINTS.get, {}, { silent: true }),
    enabled: enabled && mayCall(ORDER_DRAFT_ENDPOINTS.get),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** PUT company/orders/draft; the answer becomes the cached draft. */
export function useSaveDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { form: OrderDraftForm; accept_price?: boolean }) =>
      callEndpoint(ORDER_DRAFT_ENDPOINTS.save, { body: input }, { silent: true }),
    onSuccess: (draft: OrderDraft) => client.setQueryData(DRAFT_KEY, draft),
  });
}

/** DELETE company/orders/draft. */
export function useDiscardDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(ORDER_DRAFT_ENDPOINTS.discard, {}),
    onSuccess: () => client.setQueryData(DRAFT_KEY, null),
  });
}

/** POST company/orders/draft/submit (Idempotency-Key): the order placed, or the draft as it failed. */
export function useSubmitDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, headers }: { body: CreateOrderBody; headers: Record<string, string> }) =>
      callEndpoint(ORDER_DRAFT_ENDPOINTS.submit, { body }, { headers }),
    onSuccess: (result) => {
      client.setQueryData(DRAFT_KEY, result.draft);
      // A placed order joins the lists (as POST company/orders/order does); the draft is gone on the server too.
      if (result.submitted) void client.invalidateQueries({ queryKey: ORDERS_KEY });
    },
  });
}
