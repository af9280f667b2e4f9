import { outboxEvents } from '../db/schema/index';
import type { CompanyScope } from '../db/scoped-db';

// DOMAIN.md §7: every business change writes its event in the same transaction (`scope` bound to it); a
// dispatcher (in-app, realtime, push, WhatsApp) reads the undelivered rows. The reference goes in the payload so
// the push snackbar's View button can open it (spec §2).

export type EventType =
  | 'NEW_PACKAGE'
  | 'PACKAGE_STATUS_CHANGED'
  | 'PAYMENT_RECEIVED'
  | 'WALLET_CHANGED'
  | 'NEW_ORDER'
  | 'ORDER_STATUS_CHANGED';

export async function recordEvent(
  scope: CompanyScope,
  event: { type: EventType; payload: Record<string, unknown>; createdAt: Date },
): Promise<void> {
  await scope.insert(outboxEvents).values({ type: event.type, payload: event.payload, createdAt: event.createdAt });
}
