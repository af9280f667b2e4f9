import { Badge, type BadgeProps } from '@fluentui/react-components';
import { WarningRegular } from '@fluentui/react-icons';
import { useCurrentLanguage } from '@portal/shared';
import { moneyLabel, type PackageStatus, type PaymentStatus } from '@portal/shared/contract';
import { useOrdersTranslation } from '../i18n/use-orders-translation';

type Color = NonNullable<BadgeProps['color']>;

// Colour and words together: colour is never the only signal.
const STATUS_COLORS: Record<PackageStatus, Color> = {
  published: 'informative',
  submitted: 'warning',
  approved: 'success',
  rejected: 'danger',
};
const PAYMENT_COLORS: Record<PaymentStatus, Color> = {
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
    <Badge appearance="tint" color={STATUS_COLORS[status]} data-status={status} data-testid="package-status">
      {t(`packages.status.${status}`)}
    </Badge>
  );
}

/** Spec §4 payment status, with the one money label table the accounting pages and exports use. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const language = useCurrentLanguage();
  return (
    <Badge appearance="outline" color={PAYMENT_COLORS[status]} data-status={status} data-testid="package-payment">
      {moneyLabel(language, 'paymentStatus', status)}
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
