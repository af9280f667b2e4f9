import { type BadgeColor, TableStatusBadge } from '@portal/shared';
import type { QuotationStatus } from '@portal/shared/contract';
import { useOrdersTranslation } from '../i18n/use-orders-translation';

const COLORS: Record<QuotationStatus, BadgeColor> = {
  submitted: 'warning',
  approved: 'success',
  rejected: 'danger',
};

/** Spec §4 quotation status as a badge: colour and words (colour is never the only signal). */
export function QuotationStatusBadge({ status }: { status: QuotationStatus }) {
  const { t } = useOrdersTranslation();
  return (
    <TableStatusBadge value={status} colors={COLORS} testId="quotation-status">
      {t(`quotations.status.${status}`)}
    </TableStatusBadge>
  );
}
