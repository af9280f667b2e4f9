import type {
  Order,
  OrderActor,
  OrderProposal,
  OrderProposalKind,
  OrderService,
  OrderStatus,
  OrderStatusHistoryEntry,
  OrderTransitionOperation,
} from '@portal/contract';
import type { orderProposals, orderServices, orderStatusHistory, orders } from '../../platform/db/schema/index';

// The one mapper of order rows to the contract's shapes (contract/src/orders/order-schemas): the order page, the
// list, every operation's answer and the ops/provider APIs answer through it.

type OrderRow = typeof orders.$inferSelect;
type ServiceRow = typeof orderServices.$inferSelect;
type HistoryRow = typeof orderStatusHistory.$inferSelect;
type ProposalRow = typeof orderProposals.$inferSelect;

export type OrderProvider = { id: string; name: string; phone: string | null };

const iso = (value: Date | string) => new Date(value).toISOString();
/** `date` columns come back as `YYYY-MM-DD` text. */
const day = (value: string | Date) => (typeof value === 'string' ? value : value.toISOString()).slice(0, 10);

function viewOrderService(row: ServiceRow): OrderService {
  return {
    id: row.id,
    service_id: row.serviceId,
    name: row.name,
    unit: row.unit as OrderService['unit'],
    quantity: row.quantity,
    min_quantity: row.minQuantity,
    unit_price: row.unitPrice,
    amount: row.amount,
    products: row.products,
  };
}

/** The order without its service lines (the list's row adds a count; the order adds the lines). */
export function viewOrderHead(row: OrderRow, provider: OrderProvider | null): Omit<Order, 'services'> {
  return {
    id: row.id,
    reference: row.reference,
    type: row.type as Order['type'],
    status: row.status as Order['status'],
    previous_status: row.previousStatus as Order['previous_status'],
    sub_status: row.subStatus,
    services_status: row.servicesStatus as Order['services_status'],
    customer: { id: row.customerId ?? '', name: row.customerName },
    branch: { id: row.branchId, name: row.branchName, code: row.branchCode },
    location: { address: row.address, area: row.area ?? null, latitude: row.latitude, longitude: row.longitude },
    date: day(row.visitDate),
    time: row.time,
    end_time: row.endTime,
    shift: row.shift as Order['shift'],
    provider: row.providerId && provider ? { id: provider.id, name: provider.name, phone: provider.phone } : null,
    package_reference: row.packageReference,
    coupon_code: row.couponCode,
    notes: row.notes,
    client_note: row.clientNote,
    subtotal: row.subtotal,
    discount: row.discount,
    vat: row.vat,
    total: row.total,
    total_paid: row.totalPaid,
    total_due: row.totalDue,
    payment_status: row.paymentStatus as Order['payment_status'],
    payment_method: row.paymentMethod as Order['payment_method'],
    payment_type: row.paymentType as Order['payment_type'],
    gateway: row.gateway as Order['gateway'],
    rating:
      row.ratingStars !== null && row.ratedAt
        ? { stars: row.ratingStars, comment: row.ratingComment, rated_at: iso(row.ratedAt) }
        : null,
    reason_id: row.reasonId,
    reason: row.reason,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

export function viewOrder(row: OrderRow, services: readonly ServiceRow[], provider: OrderProvider | null): Order {
  const lines = services
    .filter((service) => service.orderId === row.id)
    .sort((a, b) => a.position - b.position)
    .map(viewOrderService);
  return { ...viewOrderHead(row, provider), services: lines };
}

export function viewHistoryEntry(row: HistoryRow): OrderStatusHistoryEntry {
  return {
    id: row.id,
    from: row.fromStatus as OrderStatus | null,
    to: row.toStatus as OrderStatus,
    operation: row.operation as OrderTransitionOperation,
    actor: row.actor as OrderActor,
    actor_name: row.actorName,
    note: row.note,
    created_at: iso(row.createdAt),
  };
}

export function viewProposal(row: ProposalRow): OrderProposal {
  return {
    id: row.id,
    kind: row.kind as OrderProposalKind,
    status: row.status as OrderProposal['status'],
    proposed_by: row.proposedBy as OrderProposal['proposed_by'],
    services: row.services,
    date: row.visitDate === null ? null : day(row.visitDate),
    time: row.time,
    total_difference: row.totalDifference,
    note: row.note,
    created_at: iso(row.createdAt),
    decided_at: row.decidedAt ? iso(row.decidedAt) : null,
  };
}
