import { makeStyles } from '@fluentui/react-components';
import type { PriceBreakdown, Service } from '@portal/shared/contract';
import { PriceCard } from '../../common/price-card';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';

const useStyles = makeStyles({ card: { alignSelf: 'start', position: 'sticky', top: '16px' } });

/** The price while the user answers (priceQuotation on the draft, no request), line by line. */
export function InstantPricePanel({ price, services }: { price: PriceBreakdown | null; services: readonly Service[] }) {
  const { t } = useOrdersTranslation();
  const styles = useStyles();
  return (
    <PriceCard
      title={t('quotations.price.title')}
      testId="instant-price"
      className={styles.card}
      price={price}
      services={services}
      incomplete={t('quotations.price.incomplete')}
    />
  );
}
