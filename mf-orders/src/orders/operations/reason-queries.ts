import { endpointQuery, useLocalizedName } from '@portal/shared';
import { type OrderReasonKind, REASON_ENDPOINTS } from '@portal/shared/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

// The cancel and fail reasons (public/settings/reason, ADR 0058): a short list, the same for everyone, changed only
// by a migration, so it is read once per session.
const reasonsQuery = (kind: OrderReasonKind) =>
  queryOptions({
    ...endpointQuery(
      REASON_ENDPOINTS.list,
      { query: { kind, perPage: 50, sortBy: 'sort' } },
      { key: ['reasons', kind] },
    ),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useReasons = (kind: OrderReasonKind) => useQuery(reasonsQuery(kind));

/** The listed reason of a canceled or failed order, in the interface's language (null while unknown). */
export function useReasonName(kind: OrderReasonKind, id: string | null): string | null {
  const reasons = useQuery({ ...reasonsQuery(kind), enabled: id !== null });
  const local = useLocalizedName();
  const found = id ? reasons.data?.items.find((reason) => reason.id === id) : undefined;
  return found ? local(found.name) : null;
}
