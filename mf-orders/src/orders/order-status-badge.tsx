import { type BadgeColor, TableStatusBadge } from '@portal/shared';
import type { OrderStatus } from '@portal/shared/contract';
import { useOrderText } from './order-labels';

// Colour says where the order stands (not the brand red: it reads as an error), the text says it in words
// (colour is never the only signal).
const STATUS_COLORS: Record<OrderStatus, BadgeColor> = {
  draft: 'subtle',
  created: 'informative',
  confirmed: 'informative',
  assigned: 'important',
  advance_payment_paid: 'important',
  on_the_way: 'important',
  arrived: 'important',
  in_progress: 'warning',
  inspection_started: 'warning',
  inspection_ended: 'warning',
  final_payment_paid: 'success',
  completed: 'success',
  rated: 'success',
  canceled: 'subtle',
  failed: 'danger',
  advance_payment_failed: 'danger',
  assign_provider_failed: 'danger',
  draft_failed: 'danger',
  on_hold: 'severe',
};

/** Spec §4 order status as a coloured badge with its localized label. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const text = useOrderText();
  return (
    <TableStatusBadge value={status} colors={STATUS_COLORS} testId="order-status">
      {text.label('status', status)}
    </TableStatusBadge>
  );
}
