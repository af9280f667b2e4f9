import { callEndpoint, type ListPageQuery, type PickerSearch } from '@portal/shared';
import { QUOTATION_ENDPOINTS, type QuotationAnswers } from '@portal/shared/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

// company/quotations: create (the wizard's submit), list and one document by reference.

const QUOTATIONS_KEY = ['quotations'] as const;

export const quotationListQuery = (query: ListPageQuery) =>
  queryOptions({
    queryKey: [...QUOTATIONS_KEY, 'list', query],
    queryFn: () => callEndpoint(QUOTATION_ENDPOINTS.list, { query }),
    placeholderData: keepPreviousData,
  });

/** The compare page's pickers: the newest quotations matching what was typed (a reference), one page at a time. */
export const quotationSearchQuery = (search: PickerSearch) =>
  quotationListQuery({ ...search, sortBy: 'created_at', sortDesc: true });

/** GET company/quotations/:reference; `enabled` is the quotationsRead rule (never a forbidden call). */
export const useQuotation = (reference: string, enabled: boolean) =>
  useQuery({
    queryKey: [...QUOTATIONS_KEY, 'one', reference],
    queryFn: () => callEndpoint(QUOTATION_ENDPOINTS.get, { params: { reference } }, { silent: true }),
    enabled,
    retry: false,
  });

/** POST company/quotations: the API prices the answers again (the authority) and saves the document. */
export function useCreateQuotation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answers: QuotationAnswers) => callEndpoint(QUOTATION_ENDPOINTS.create, { body: answers }),
    onSuccess: (quotation) => {
      client.setQueryData([...QUOTATIONS_KEY, 'one', quotation.reference], quotation);
      return client.invalidateQueries({ queryKey: [...QUOTATIONS_KEY, 'list'] });
    },
  });
}
