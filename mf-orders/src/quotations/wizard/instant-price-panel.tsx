import { Card, CardHeader, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useLocalizedName } from '@portal/shared';
import type { PriceBreakdown, Service } from '@portal/shared/contract';
import { useMemo } from 'react';
import { PriceBreakdownView } from '../../common/price-breakdown';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';

const useStyles = makeStyles({
  card: { alignSelf: 'start', position: 'sticky', top: '16px' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The price while the user answers (priceQuotation on the draft, no request), line by line. */
export function InstantPricePanel({ price, services }: { price: PriceBreakdown | null; services: readonly Service[] }) {
  const { t } = useOrdersTranslation();
  const styles = useStyles();
  const local = useLocalizedName();
  const byId = useMemo(() => new Map(services.map((service) => [service.id, service])), [services]);
  return (
    <Card className={styles.card} data-testid="instant-price">
      <CardHeader
        header={
          <Text weight="semibold" size={400}>
            {t('quotations.price.title')}
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
        />
      ) : (
        <Text className={styles.muted}>{t('quotations.price.incomplete')}</Text>
      )}
    </Card>
  );
}
