import { Badge } from '@fluentui/react-components';
import { WarningRegular } from '@fluentui/react-icons';
import { type BadgeColor, TableStatusBadge, useCurrentLanguage } from '@portal/shared';
import {
  type GatewayStatus,
  type PackageStatus,
  type PaymentStatus,
  paymentStatusLabel,
  refusedCardStatus,
} from '@portal/shared/contract';
import { useOrdersTranslation } from '../i18n/use-orders-translation';

// Colour and words together: colour is never the only signal.
const STATUS_COLORS: Record<PackageStatus, BadgeColor> = {
  published: 'informative',
  submitted: 'warning',
  approved: 'success',
  rejected: 'danger',
};
const PAYMENT_COLORS: Record<PaymentStatus, BadgeColor> = {
  unpaid: 'warning',
  paid: 'success',
  overdue: 'danger',
  collected: 'success',
  on_hold: 'informative',
  partial: 'warning',
  none: 'subtle',
};

/** Spec §4 package status. */
export function PackageStatusBadge({ status }: { status: PackageStatus }) {
  const { t } = useOrdersTranslation();
  return (
    <TableStatusBadge value={status} colors={STATUS_COLORS} testId="package-status">
      {t(`packages.status.${status}`)}
    </TableStatusBadge>
  );
}

/**
 * Spec §4 payment status, with the one money label table the accounting pages and exports use; never "None": a
 * refused card payment says so (its gateway status), an order with nothing to pay was paid from its package.
 */
export function PaymentStatusBadge({
  status,
  gatewayStatus,
}: {
  status: PaymentStatus;
  gatewayStatus?: GatewayStatus | null;
}) {
  const language = useCurrentLanguage();
  const row = { status, gateway_status: gatewayStatus };
  const color = refusedCardStatus(row) ? 'danger' : PAYMENT_COLORS[status];
  return (
    <Badge appearance="outline" color={color} data-status={status} data-testid="package-payment">
      {paymentStatusLabel(language, row)}
    </Badge>
  );
}

/** Spec §4: an active package without branches. */
export function NeedActionBadge() {
  const { t } = useOrdersTranslation();
  return (
    <Badge appearance="filled" color="danger" icon={<WarningRegular />} data-testid="need-action">
      {t('packages.needAction')}
    </Badge>
  );
}
