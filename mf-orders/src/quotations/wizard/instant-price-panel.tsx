import { Card, CardHeader, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useLocalizedName } from '@portal/shared';
import type { Service } from '@portal/shared/contract';
import { useMemo } from 'react';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';
import { PriceBreakdownView } from '../price-breakdown';
import type { DraftAnswers } from './quotation-draft';
import { instantPrice } from './wizard-steps';

const useStyles = makeStyles({
  card: { alignSelf: 'start', position: 'sticky', top: '16px' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The price while the user answers: priceQuotation (the API's own function) on the draft, no request. */
export function InstantPricePanel({ answers, services }: { answers: DraftAnswers; services: readonly Service[] }) {
  const { t } = useOrdersTranslation();
  const styles = useStyles();
  const local = useLocalizedName();
  const price = useMemo(() => instantPrice(answers, services), [answers, services]);
  const byId = useMemo(() => new Map(services.map((service) => [service.id, service])), [services]);
  return (
    <Card className={styles.card} data-testid="instant-price" aria-live="polite">
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
