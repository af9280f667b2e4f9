import { api, type ListPageQuery, type PickerSearch } from '@portal/shared';
import { type ListResult, QUOTATION_PATHS, type Quotation, type QuotationAnswers } from '@portal/shared/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

// company/quotations: create (the wizard's submit), list and one document by reference.

const QUOTATIONS_KEY = ['quotations'] as const;
const onePath = (reference: string) => `/${QUOTATION_PATHS.one.replace(':reference', encodeURIComponent(reference))}`;

export const quotationListQuery = (query: ListPageQuery) =>
  queryOptions({
    queryKey: [...QUOTATIONS_KEY, 'list', query],
    queryFn: () => api.get<ListResult<Quotation>>(`/${QUOTATION_PATHS.list}`, query),
    placeholderData: keepPreviousData,
  });

/** The compare page's pickers: the newest quotations matching what was typed (a reference), one page at a time. */
export const quotationSearchQuery = (search: PickerSearch) =>
  quotationListQuery({ ...search, sortBy: 'created_at', sortDesc: true });

/** GET company/quotations/:reference; `enabled` is the quotationsRead rule (never a forbidden call). */
export const useQuotation = (reference: string, enabled: boolean) =>
  useQuery({
    queryKey: [...QUOTATIONS_KEY, 'one', reference],
    queryFn: () => api.get<Quotation>(onePath(reference), undefined, { silent: true }),
    enabled,
    retry: false,
  });

/** POST company/quotations: the API prices the answers again (the authority) and saves the document. */
export function useCreateQuotation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answers: QuotationAnswers) => api.post<Quotation>(`/${QUOTATION_PATHS.list}`, answers),
    onSuccess: (quotation) => {
      client.setQueryData([...QUOTATIONS_KEY, 'one', quotation.reference], quotation);
      return client.invalidateQueries({ queryKey: [...QUOTATIONS_KEY, 'list'] });
    },
  });
}
