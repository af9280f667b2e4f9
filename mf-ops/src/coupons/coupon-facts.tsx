import { Badge } from '@fluentui/react-components';
import { formatDate, formatMoney, formatNumber, useCurrentLanguage } from '@portal/shared';
import type { CouponState, OpsCoupon } from '@portal/shared/contract';
import { useOpsTranslation } from '../i18n/use-ops-translation';

// What a coupon's row and card say: its discount, validity, uses against its limits, and its state today.

const STATE_COLOR: Record<CouponState, 'success' | 'warning' | 'danger' | 'informative' | 'subtle'> = {
  active: 'success',
  paused: 'warning',
  expired: 'subtle',
  used_up: 'danger',
  not_started: 'informative',
};

export function useCouponFacts() {
  const { t } = useOpsTranslation();
  const language = useCurrentLanguage();
  return {
    discount: (x: OpsCoupon) => {
      const off = t('coupons.percentOff', { percent: formatNumber(x.discount_bp / 100, language) });
      return x.max_discount === null
        ? off
        : `${off} · ${t('coupons.capped', { amount: formatMoney(x.max_discount, language) })}`;
    },
    validity: (x: OpsCoupon) => `${formatDate(x.valid_from, language)} – ${formatDate(x.valid_to, language)}`,
    uses: (x: OpsCoupon) => {
      const used = formatNumber(x.used_count, language);
      const total =
        x.max_uses === null
          ? t('coupons.usedNoLimit', { used })
          : t('coupons.usedOf', { used, max: formatNumber(x.max_uses, language) });
      return x.max_uses_per_company === null
        ? total
        : `${total} · ${t('coupons.perCompany', { n: formatNumber(x.max_uses_per_company, language) })}`;
    },
    state: (x: OpsCoupon) => (
      <Badge appearance="tint" color={STATE_COLOR[x.state]} data-testid="coupon-state">
        {t(`coupons.states.${x.state}`)}
      </Badge>
    ),
  };
}
