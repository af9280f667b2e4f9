import {
  type OrderServicesStatus,
  type OrderType,
  orderMoney,
  type PaymentMethod,
  type PaymentStatus,
  type Service,
  visitMinutes,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import { localized, notifyCompany } from '../../messaging/notifications/notify-company';
import { orderServices, orderStatusHistory, orders, users } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { recordEvent } from '../../platform/events/record-event';
import { nextReference } from '../../sales/quotations/next-reference';
import type { OrderBranch } from './order-branch';
import { logOrder } from './order-log';
import type { ReservedSlot } from './order-slot';
import type { OrderActorRef, OrderRow } from './run-transition';

// Writes a new order as submitted (DOMAIN.md §6 draft → created by `submit`), in the caller's transaction: the
// order with its ORD-YYYY-NNNNNN reference, its service lines, the first status history row (from null), the log
// row, the NEW_ORDER outbox event and the in-app notification. Money (wallet orders) and package consumption are
// the caller's, in the same transaction.

export type NewOrderService = Omit<typeof orderServices.$inferInsert, 'id' | 'companyId' | 'orderId' | 'position'>;

/** One line as stored on the order: the catalog's names copied beside the quantity, the prices and the products. */
export function storedService(
  service: Service,
  quantity: number,
  money: Pick<NewOrderService, 'unitPrice' | 'amount'>,
  products: NewOrderService['products'],
): NewOrderService {
  const { id: serviceId, name, unit, min_quantity: minQuantity } = service;
  return { serviceId, name, unit, quantity, minQuantity, ...money, products };
}

/** The money of a visit nobody pays for (a package visit, a warranty visit): total 0, no method, nothing due. */
export const FREE_VISIT = {
  amounts: { subtotal: 0, discount: 0, vat: 0, total: 0 },
  paymentMethod: null,
  paymentStatus: orderMoney({ total: 0, paid: 0, method: null, transfer_pending: false }).payment_status,
} as const;

/** Minutes the technicians are booked for these lines (contract visitMinutes). */
export const linesMinutes = (services: readonly NewOrderService[]) =>
  visitMinutes(services.map((line) => ({ unit: line.unit as Service['unit'], quantity: line.quantity })));

export interface NewOrder {
  type: OrderType;
  branch: OrderBranch;
  slot: ReservedSlot;
  services: NewOrderService[];
  amounts: { subtotal: number; discount: number; vat: number; total: number };
  paymentMethod: PaymentMethod | null;
  paymentStatus: PaymentStatus;
  couponCode?: string | null;
  notes?: string | null;
  package?: { id: string; reference: string; quantity: number } | null;
  servicesStatus?: OrderServicesStatus;
  /** Warranty orders: the id of the completed order it is the warranty of (ADR 0069). */
  warrantyOf?: string | null;
  /** Offer orders: the offer it was placed on (ADR 0070). */
  offerId?: string | null;
}

/** The company user acting, as the history and logs show them. */
export async function companyActor(scope: CompanyScope, userId: string): Promise<OrderActorRef> {
  const [user] = await scope.db.select({ name: users.fullName }).from(users).where(eq(users.id, userId));
  return { actor: 'C', userId, name: user?.name ?? null };
}

export async function insertOrder(scope: CompanyScope, order: NewOrder, by: OrderActorRef, now: Date) {
  const reference = await nextReference(scope, 'ORD', now);
  const [row] = await scope
    .insert(orders)
    .values({
      reference,
      type: order.type,
      status: 'created',
      servicesStatus: order.servicesStatus ?? 'original',
      customerId: by.userId,
      customerName: by.name ?? '',
      branchId: order.branch.id,
      branchName: order.branch.name,
      branchCode: order.branch.code,
      address: order.branch.address,
      area: order.branch.area,
      latitude: order.branch.latitude,
      longitude: order.branch.longitude,
      visitDate: order.slot.date,
      time: order.slot.time,
      endTime: order.slot.endTime,
      shift: order.slot.shift,
      startsAt: order.slot.startsAt,
      endsAt: order.slot.endsAt,
      packageId: order.package?.id ?? null,
      packageReference: order.package?.reference ?? null,
      packageQuantity: order.package?.quantity ?? null,
      warrantyOfOrderId: order.warrantyOf ?? null,
      offerId: order.offerId ?? null,
      couponCode: order.couponCode ?? null,
      notes: order.notes ?? null,
      ...order.amounts,
      totalPaid: 0,
      totalDue: order.amounts.total,
      paymentStatus: order.paymentStatus,
      paymentMethod: order.paymentMethod,
      createdBy: by.userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const created = row as OrderRow;
  await scope
    .insert(orderServices)
    .values(order.services.map((service, at) => ({ ...service, orderId: created.id, position: at + 1 })));
  await scope.insert(orderStatusHistory).values({
    orderId: created.id,
    fromStatus: null,
    toStatus: 'created',
    operation: 'submit',
    actor: by.actor,
    actorUserId: by.userId,
    actorName: by.name,
    note: null,
    createdAt: now,
  });
  await logOrder(
    scope,
    created.id,
    by,
    'submit',
    {
      from: null,
      to: 'created',
      type: order.type,
      payment_method: order.paymentMethod,
      total: order.amounts.total,
      ...(order.warrantyOf ? { warranty_of: order.warrantyOf } : {}),
      ...(order.offerId ? { offer_id: order.offerId } : {}),
    },
    now,
  );
  await recordEvent(scope, {
    type: 'NEW_ORDER',
    payload: { reference, order_id: created.id, type: order.type },
    createdAt: now,
    branchId: created.branchId,
  });
  await notifyCompany(scope.db, {
    companyId: scope.companyId,
    userId: by.userId,
    type: 'NEW_ORDER',
    title: localized('orders.notify.new_title'),
    body: localized('orders.notify.new_body', { reference }),
    // actor_id: the creator's own tabs show the form's confirmation alone, not this as a second message (28.5).
    data: { reference, order_id: created.id, actor_id: by.userId },
    createdAt: now,
  });
  return created;
}
