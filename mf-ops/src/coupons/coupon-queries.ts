import { callEndpoint, endpointList, endpointQuery, queryClient } from '@portal/shared';
import {
  type CreateCouponBody,
  OPS_COUPON_ENDPOINTS as endpoints,
  type OpsCoupon,
  type UpdateCouponBody,
} from '@portal/shared/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

// The console's coupons through their contract endpoints (OPS_COUPON_ENDPOINTS, ADR 0074): one request per change;
// the list is read again after each, as a change can move a coupon between states (and filters).

const KEY = ['ops', 'coupons'] as const;

/** The list: search by code, filter by state. */
export const couponList = endpointList(endpoints.list, { key: KEY, filterKeys: ['state'] });

/** The orders that used one coupon, a page at a time. */
export const couponUsesQuery = (id: string, page: number) =>
  queryOptions({
    ...endpointQuery(endpoints.uses, { params: { id }, query: { page, perPage: 10 } }, { key: [...KEY, id, 'uses'] }),
    placeholderData: keepPreviousData,
  });

const refresh = () => queryClient.invalidateQueries({ queryKey: KEY });

export async function createCoupon(body: CreateCouponBody): Promise<OpsCoupon> {
  const created = await callEndpoint(endpoints.create, { body });
  await refresh();
  return created;
}

export async function updateCoupon(id: string, body: UpdateCouponBody): Promise<OpsCoupon> {
  try {
    return await callEndpoint(endpoints.update, { params: { id }, body });
  } finally {
    await refresh();
  }
}
