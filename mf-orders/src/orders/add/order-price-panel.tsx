import { Card, CardHeader, Text, tokens } from '@fluentui/react-components';
import { useLocalizedName } from '@portal/shared';
import type { OrderPrice, Service } from '@portal/shared/contract';
import { useMemo } from 'react';
import { PriceBreakdownView } from '../../common/price-breakdown';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';

/** The order's price while the form is filled in (the quotation wizard's breakdown, one visit, with the coupon). */
export function OrderPricePanel({ price, services }: { price: OrderPrice | null; services: readonly Service[] }) {
  const { t } = useOrdersTranslation();
  const local = useLocalizedName();
  const byId = useMemo(() => new Map(services.map((service) => [service.id, service])), [services]);
  return (
    <Card data-testid="order-price" style={{ alignSelf: 'start' }}>
      <CardHeader
        header={
          <Text weight="semibold" size={400}>
            {t('order.add.price')}
          </Text>
        }
      />
      {price ? (
        <PriceBreakdownView
          price={price}
          serviceName={(id) => local(byId.get(id)?.name)}
          productName={(serviceId, productId) =>
            local(byId.get(serviceId)?.products.find((product) => product.id === productId)?.name)
          }
          order={{
            couponCode: price.coupon_code,
            couponDiscount: price.coupon_discount,
            couponLabel: t('order.add.couponLine', { code: price.coupon_code ?? '' }),
          }}
        />
      ) : (
        <Text style={{ color: tokens.colorNeutralForeground3 }}>{t('order.add.priceIncomplete')}</Text>
      )}
    </Card>
  );
}
