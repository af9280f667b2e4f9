import type { OrderListItem } from '@portal/contract';
import type { OrderRow } from './order-list-query';

// A row of the orders list (contract orderListItemSchema): the order as its own columns hold it, with the number
// of service lines instead of the lines. (The full order, with its services, is ./order-view's.)

type Item = OrderListItem;

export function toOrderListItem(
  { order, providerName, providerPhone }: Pick<OrderRow, 'order' | 'providerName' | 'providerPhone'>,
  servicesCount: number,
): Item {
  return {
    id: order.id,
    reference: order.reference,
    type: order.type as Item['type'],
    status: order.status as Item['status'],
    previous_status: order.previousStatus as Item['previous_status'],
    sub_status: order.subStatus,
    services_status: order.servicesStatus as Item['services_status'],
    // The customer's id is gone once the user is removed; the copied name stays.
    customer: { id: order.customerId ?? '', name: order.customerName },
    branch: { id: order.branchId, name: order.branchName, code: order.branchCode },
    location: { address: order.address, area: order.area, latitude: order.latitude, longitude: order.longitude },
    date: order.visitDate,
    time: order.time,
    end_time: order.endTime,
    shift: order.shift as Item['shift'],
    provider:
      order.providerId && providerName !== null
        ? { id: order.providerId, name: providerName, phone: providerPhone }
        : null,
    package_reference: order.packageReference,
    coupon_code: order.couponCode,
    notes: order.notes,
    client_note: order.clientNote,
    subtotal: order.subtotal,
    discount: order.discount,
    vat: order.vat,
    total: order.total,
    total_paid: order.totalPaid,
    total_due: order.totalDue,
    payment_status: order.paymentStatus as Item['payment_status'],
    payment_method: order.paymentMethod as Item['payment_method'],
    payment_type: order.paymentType as Item['payment_type'],
    gateway: order.gateway as Item['gateway'],
    rating:
      order.ratingStars !== null && order.ratedAt
        ? { stars: order.ratingStars, comment: order.ratingComment, rated_at: order.ratedAt.toISOString() }
        : null,
    reason: order.reason,
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
    services_count: servicesCount,
  };
}
