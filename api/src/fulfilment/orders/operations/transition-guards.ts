import type { OrderTransition } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { orderEvidence, orderProposals } from '../../../platform/db/schema/index';
import type { CompanyScope } from '../../../platform/db/scoped-db';
import { AppError, fieldError } from '../../../platform/http/app-error';
import type { MessageKey } from '../../../platform/i18n/en';
import { checklistOf } from '../evidence/order-checklist';
import type { OrderRow } from '../run-transition';

// The guards named on the machine's rows (contract OrderGuard) that need data, checked on the locked order inside
// the transition's transaction. Money guards (advance_due) and slots (slot_free, provider_free) are checked where
// the money moves or the slot is booked.

const refused = (key: MessageKey) => new AppError(409, key, { data: { reason: key } });

export async function checkGuards(
  scope: CompanyScope,
  order: OrderRow,
  transition: OrderTransition,
  input: { reason?: string | null | undefined } = {},
): Promise<void> {
  for (const guard of transition.guards) {
    if (guard === 'reason' && !input.reason?.trim()) throw fieldError('reason', 'orders.op.reason_required');
    if (guard === 'no_pending_proposals') {
      const pending = await scope.count(
        orderProposals,
        eq(orderProposals.orderId, order.id),
        eq(orderProposals.status, 'submitted'),
      );
      if (pending > 0) throw refused('orders.proposals_pending');
    }
    if (guard === 'evidence_attached') {
      const photos = await scope.count(orderEvidence, eq(orderEvidence.orderId, order.id));
      if (photos === 0) throw refused('orders.evidence_required');
    }
    if (guard === 'checklist_done') {
      const open = (await checklistOf(scope, order.id)).filter((item) => !item.done);
      if (open.length > 0) {
        throw new AppError(409, 'orders.checklist_incomplete', {
          data: { reason: 'orders.checklist_incomplete', open_items: open.map((item) => item.key) },
        });
      }
    }
    if (guard === 'nothing_due' && order.totalDue > 0) throw refused('orders.nothing_due');
  }
}
