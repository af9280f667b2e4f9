import { makeStyles } from '@fluentui/react-components';
import type { OrderPrice, Service } from '@portal/shared/contract';
import { PriceCard } from '../../common/price-card';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';

const useStyles = makeStyles({ card: { alignSelf: 'start' } });

/** The order's price while the form is filled in (the quotation wizard's breakdown, one visit, with the coupon). */
export function OrderPricePanel({ price, services }: { price: OrderPrice | null; services: readonly Service[] }) {
  const { t } = useOrdersTranslation();
  const styles = useStyles();
  return (
    <PriceCard
      title={t('order.add.price')}
      testId="order-price"
      className={styles.card}
      price={price}
      services={services}
      order={
        price
          ? {
              couponCode: price.coupon_code,
              couponDiscount: price.coupon_discount,
              couponLabel: t('order.add.couponLine', { code: price.coupon_code ?? '' }),
            }
          : undefined
      }
      incomplete={t('order.add.priceIncomplete')}
    />
  );
}
