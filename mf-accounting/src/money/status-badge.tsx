import { Badge, type BadgeProps } from '@fluentui/react-components';
import { type LabelSet, useMoneyLabel } from './money-labels';

type Color = NonNullable<BadgeProps['color']>;

// Colour says where the money stands; the text says it in words (colour is never the only signal).
const COLORS: Record<string, Color> = {
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
    <Badge appearance="tint" color={COLORS[value] ?? 'brand'} data-status={value}>
      {label(set, value)}
    </Badge>
  );
}
