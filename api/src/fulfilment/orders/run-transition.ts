import {
  nextStatus,
  type OrderActor,
  type OrderStatus,
  type OrderTransition,
  type OrderTransitionOperation,
  orderLabel,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import { localized, notifyCompany } from '../../messaging/notifications/notify-company';
import { orderStatusHistory, orders } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { recordEvent } from '../../platform/events/record-event';
import { AppError, notFound } from '../../platform/http/app-error';
import type { MessageKey } from '../../platform/i18n/en';
import { type Lang, languages } from '../../platform/i18n/translate';
import { logOrder } from './order-log';

// The only code that changes an order's status (ADR 0010 "one transaction per transition"). Run inside
// `scope.transaction`: the order row is locked (SELECT … FOR UPDATE), the machine decides on the locked status (of
// two concurrent requests exactly one wins, the other meets the new status and gets its 409), the caller's `apply`
// checks the row's guards and does the money and side effects, then status, history row, log row, outbox event and
// the in-app notification are written. Anything thrown rolls all of it back.

export type OrderRow = typeof orders.$inferSelect;
export type OrderChanges = Partial<Omit<typeof orders.$inferInsert, 'id' | 'companyId' | 'reference'>>;

export interface OrderActorRef {
  actor: OrderActor;
  userId: string | null;
  /** Shown in the history tab (a company user's or provider's name, "Operations", "System"). */
  name: string | null;
}

export interface TransitionRequest {
  orderId: string;
  operation: OrderTransitionOperation;
  by: OrderActorRef;
  note?: string | null;
  now: Date;
  /**
   * Guards and side effects on the locked row, before the status is written (ledger postings, provider,
   * refunds…). Throw an AppError to refuse; return more columns to change with the status.
   */
  apply?: (context: {
    scope: CompanyScope;
    order: OrderRow;
    to: OrderStatus;
    transition: OrderTransition;
  }) => Promise<OrderChanges | undefined> | OrderChanges | undefined;
  /**
   * The company's notice when the status stays (an ops re-assignment or reschedule): the open pages refresh through
   * the same ORDER_STATUS_CHANGED event and the bell says what changed. Without it, a same-status step is silent.
   */
  sameStatusNotice?: (order: OrderRow) => Promise<Record<Lang, string>>;
}

/** Locks an order of the scope's company (404 for any other id: nothing is revealed). */
export async function lockOrder(scope: CompanyScope, orderId: string): Promise<OrderRow> {
  const [row] = await scope.select({ order: orders }).from(orders, eq(orders.id, orderId)).for('update');
  if (!row) throw notFound('orders.not_found');
  return row.order;
}

/** The 409 of a refused transition, in the caller's language (`orders.refused.*`). */
export function refusedTransition(reason: string, status: OrderStatus): AppError {
  const labels = Object.fromEntries(languages.map((lang) => [lang, orderLabel(lang, 'status', status)]));
  return new AppError(409, reason as MessageKey, {
    localParams: { status: labels as Record<Lang, string> },
    data: { status, reason },
  });
}

export async function runTransition(scope: CompanyScope, request: TransitionRequest): Promise<OrderRow> {
  const order = await lockOrder(scope, request.orderId);
  const from = order.status as OrderStatus;
  const decision = nextStatus(
    { status: from, previous_status: order.previousStatus as OrderStatus | null },
    request.operation,
    request.by.actor,
  );
  if (!decision.ok) throw refusedTransition(decision.reason, from);
  const { to, transition } = decision;
  const extra = (await request.apply?.({ scope, order, to, transition })) ?? {};
  const held = request.operation === 'hold';
  const changes: OrderChanges = {
    ...extra,
    status: to,
    previousStatus: held ? from : to === from ? order.previousStatus : null,
    updatedAt: request.now,
  };
  const [updated] = await scope.update(orders, changes, eq(orders.id, order.id)).returning();
  await scope.insert(orderStatusHistory).values({
    orderId: order.id,
    fromStatus: from,
    toStatus: to,
    operation: request.operation,
    actor: request.by.actor,
    actorUserId: request.by.userId,
    actorName: request.by.name,
    note: request.note ?? null,
    createdAt: request.now,
  });
  await logOrder(scope, order.id, request.by, request.operation, { from, to, note: request.note ?? null }, request.now);
  if (to !== from) await announceStatus(scope, updated!, from, request.operation, request.now);
  else if (request.sameStatusNotice) {
    await announceStatus(
      scope,
      updated!,
      from,
      request.operation,
      request.now,
      await request.sameStatusNotice(updated!),
    );
  }
  return updated!;
}

/** ORDER_STATUS_CHANGED in the outbox and the in-app notification, in the transition's transaction. */
async function announceStatus(
  scope: CompanyScope,
  order: OrderRow,
  from: OrderStatus,
  operation: OrderTransitionOperation,
  now: Date,
  notice?: Record<Lang, string>,
): Promise<void> {
  const payload = { reference: order.reference, order_id: order.id, from, to: order.status, operation };
  await recordEvent(scope, { type: 'ORDER_STATUS_CHANGED', payload, createdAt: now, branchId: order.branchId });
  await notifyCompany(scope.db, {
    companyId: scope.companyId,
    userId: order.createdBy,
    // NEW_ORDER is the notification type that links to the order page (contract NOTIFICATION_TYPES).
    type: 'NEW_ORDER',
    title: localized('orders.notify.status_title'),
    body:
      notice ??
      (Object.fromEntries(
        languages.map((lang) => [
          lang,
          localized('orders.notify.status_body', {
            reference: order.reference,
            status: orderLabel(lang, 'status', order.status),
          })[lang],
        ]),
      ) as Record<Lang, string>),
    data: { reference: order.reference, order_id: order.id },
    createdAt: now,
  });
}
