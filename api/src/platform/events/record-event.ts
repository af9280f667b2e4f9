import { OPS_QUEUE_CHANGED_EVENT, type OpsQueueChangeQueue, type RealtimeEventType } from '@portal/contract';
import { outboxEvents } from '../db/schema/index';
import type { CompanyScope } from '../db/scoped-db';

// DOMAIN.md §7: every business change writes its event in the same transaction (`scope` bound to it); a
// dispatcher (in-app, realtime, push, WhatsApp) reads the undelivered rows. The reference goes in the payload so
// the push snackbar's View button can open it (spec §2). The dispatcher (events-plugin.ts) numbers and announces
// it once the transaction committed; in-app notifications are written beside it by notifyCompany.

/**
 * The types are the contract's (the stream's clients read the same list); OPS_QUEUE_CHANGED is the ops stream's only
 * (the company stream's visibility table does not list it, so it reaches no company, ADR 0044).
 */
export type EventType = RealtimeEventType | typeof OPS_QUEUE_CHANGED_EVENT;

let recorded = 0;
/** How many events this process has recorded: the dispatcher wakes after a request only when it grew. */
export const recordedEventCount = () => recorded;

export async function recordEvent(
  scope: CompanyScope,
  event: {
    type: EventType;
    payload: Record<string, unknown>;
    createdAt: Date;
    /** The branch of the order the event is about (the stream's branch limit, event-visibility.ts); none: company-wide. */
    branchId?: string | null;
    /**
     * The in-app notification written beside it (notifyCompany's id), whose texts, addressee and type the push
     * planner mirrors (outbound/notification-alerts.ts). In the payload, not a column: no migration, and the
     * event stays the one record the planner reads after its cursor.
     */
    notificationId?: string;
  },
): Promise<void> {
  const { type, createdAt, branchId = null, notificationId } = event;
  const payload = notificationId ? { ...event.payload, notification_id: notificationId } : event.payload;
  await scope.insert(outboxEvents).values({ type, payload, createdAt, branchId });
  recorded += 1;
}

/**
 * An ops queue changed (issue 27.3): an item joined it or was decided. The ops stream tells the console to read that
 * queue and its count again at once. Recorded in the transaction of the change, so a rolled-back one announces
 * nothing.
 */
export function recordOpsQueueChange(scope: CompanyScope, queue: OpsQueueChangeQueue, createdAt: Date): Promise<void> {
  return recordEvent(scope, { type: OPS_QUEUE_CHANGED_EVENT, payload: { queue }, createdAt });
}
