import { type BadgeColor, TableStatusBadge } from '@portal/shared';
import { type LabelSet, useMoneyLabel } from './money-labels';

// Colour says where the money stands; the text says it in words (colour is never the only signal).
const COLORS: Record<string, BadgeColor> = {
  paid: 'success',
  collected: 'success',
  confirmed: 'success',
  unpaid: 'warning',
  partial: 'warning',
  pending: 'warning',
  initiated: 'warning',
  overdue: 'danger',
  rejected: 'danger',
  failed: 'danger',
  on_hold: 'informative',
  canceled: 'subtle',
  none: 'subtle',
};

/** A §4 status as a badge with its localized label. */
export function StatusBadge({ set, value }: { set: LabelSet; value: string }) {
  const label = useMoneyLabel();
  return (
    <TableStatusBadge value={value} colors={COLORS}>
      {label(set, value)}
    </TableStatusBadge>
  );
}
