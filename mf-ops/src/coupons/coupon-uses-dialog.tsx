import {
  Badge,
  Button,
  Caption1,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { ActionDialog, formatDateTime, formatMoney, localizedName, useCurrentLanguage } from '@portal/shared';
import type { OpsCoupon } from '@portal/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { useCouponFacts } from './coupon-facts';
import { couponUsesQuery } from './coupon-queries';

const useStyles = makeStyles({
  surface: { maxWidth: '640px' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid' },
  use: {
    display: 'grid',
    gap: '2px',
    paddingBlock: '8px',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    overflowWrap: 'anywhere',
  },
  line: { display: 'flex', flexWrap: 'wrap', gap: '4px 12px', alignItems: 'baseline' },
  pager: { display: 'flex', gap: '8px', alignItems: 'center', justifyContent: 'flex-end' },
});

const PER_PAGE = 10;

/** The orders that used one coupon, newest first, ten at a time: company, order, discount, used and given back. */
export function CouponUsesDialog({ coupon, onClose }: { coupon: OpsCoupon; onClose: () => void }) {
  const styles = useStyles();
  const { t } = useOpsTranslation();
  const language = useCurrentLanguage();
  const facts = useCouponFacts();
  const [page, setPage] = useState(1);
  const uses = useQuery(couponUsesQuery(coupon.id, page));
  const pages = Math.max(1, Math.ceil((uses.data?.total ?? 0) / PER_PAGE));
  return (
    <ActionDialog
      testId="coupon-uses-dialog"
      title={t('coupons.usesOf', { code: coupon.code })}
      intro={`${facts.discount(coupon)} · ${t('coupons.uses')}: ${facts.uses(coupon)}`}
      submitLabel={t('coupons.close')}
      canSubmit={false}
      cancelLabel={t('coupons.close')}
      pending={false}
      onSubmit={onClose}
      onClose={onClose}
      surfaceClassName={styles.surface}
    >
      {uses.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>{t('common.loadFailed')}</MessageBarBody>
        </MessageBar>
      ) : !uses.data ? (
        <Spinner />
      ) : uses.data.items.length === 0 ? (
        <Caption1>{t('coupons.usesEmpty')}</Caption1>
      ) : (
        <ul className={styles.list}>
          {uses.data.items.map((use) => (
            <li key={use.id} className={styles.use} data-testid="coupon-use">
              <span className={styles.line}>
                <strong>{localizedName(use.company.name, language)}</strong>
                <span dir="ltr">{use.order.reference}</span>
                <span>−{formatMoney(use.discount, language)}</span>
              </span>
              <span className={styles.line}>
                <Caption1>{t('coupons.usedAt', { date: formatDateTime(use.used_at, language) })}</Caption1>
                {use.returned_at ? (
                  <Badge appearance="tint" color="subtle">
                    {t('coupons.givenBack', { date: formatDateTime(use.returned_at, language) })}
                  </Badge>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <div className={styles.pager}>
          <Button size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('coupons.previous')}
          </Button>
          <Caption1>
            {page} / {pages}
          </Caption1>
          <Button size="small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('coupons.next')}
          </Button>
        </div>
      ) : null}
    </ActionDialog>
  );
}
