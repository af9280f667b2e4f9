import { endpointQuery } from '@portal/shared';
import { CATALOG_ENDPOINTS, type Offer } from '@portal/shared/contract';
import { useQuery } from '@tanstack/react-query';

// The published offers valid today (GET public/packages/offer, ADR 0070): a short list, the same for every
// signed-in user; kept a few minutes (an offer ends at midnight in Riyadh, and the API checks again at the order).

/** The one-time order form, opened on an offer (the offers page's "Order this offer"). */
export const offerOrderPath = (offerId: string) => `/b2b/orders/add?offer=${encodeURIComponent(offerId)}`;

const offersQuery = () => ({
  ...endpointQuery(CATALOG_ENDPOINTS.offers, { query: { perPage: 100 } }, { key: ['catalog', 'offers'] }),
  staleTime: 5 * 60_000,
});

export const useOffers = () => useQuery(offersQuery());

/** The offer of an id among those valid today: undefined while loading, null when it is not (or no longer) one. */
export function useOffer(id: string | null): Offer | null | undefined {
  const query = offersQuery();
  const offers = useQuery({ ...query, enabled: id ? query.enabled : false });
  if (!id) return null;
  if (offers.isPending) return undefined;
  return offers.data?.items.find((offer) => offer.id === id) ?? null;
}
