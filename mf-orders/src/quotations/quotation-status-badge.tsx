import { Badge, type BadgeProps } from '@fluentui/react-components';
import type { QuotationStatus } from '@portal/shared/contract';
import { useOrdersTranslation } from '../i18n/use-orders-translation';

const COLORS: Record<QuotationStatus, NonNullable<BadgeProps['color']>> = {
  submitted: 'warning',
  approved: 'success',
  rejected: 'danger',
};

/** Spec §4 quotation status as a badge: colour and words (colour is never the only signal). */
export function QuotationStatusBadge({ status }: { status: QuotationStatus }) {
  const { t } = useOrdersTranslation();
  return (
    <Badge appearance="tint" color={COLORS[status]} data-status={status} data-testid="quotation-status">
      {t(`quotations.status.${status}`)}
    </Badge>
  );
}
