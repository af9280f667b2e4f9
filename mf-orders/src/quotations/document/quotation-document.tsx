import { Badge, Card, Divider, makeStyles, Text, tokens } from '@fluentui/react-components';
import { Reference, useLocalizedName } from '@portal/shared';
import type { Quotation } from '@portal/shared/contract';
import { useServiceIndex } from '../../catalog/catalog-queries';
import { PriceBreakdownView } from '../../common/price-breakdown';
import { useQuotationFormat } from '../../common/quotation-format';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';
import { useQuotationFacts } from '../quotation-facts';
import { QuotationStatusBadge } from '../quotation-status-badge';
import { validUntilMs } from './quotation-validity';

const useStyles = makeStyles({
  card: { display: 'grid', gap: '16px', padding: '20px', maxWidth: '880px' },
  head: { display: 'flex', flexWrap: 'wrap', gap: '8px 16px', alignItems: 'center' },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    gap: '12px 24px',
    margin: 0,
  },
  fact: { display: 'grid', gap: '2px', margin: 0 },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0 },
});

/** The quotation as a document (printable): status, answers, lines, factors and totals. */
export function QuotationDocument({ quotation, now }: { quotation: Quotation; now: number }) {
  const { t } = useOrdersTranslation();
  const styles = useStyles();
  const format = useQuotationFormat();
  const local = useLocalizedName();
  const catalog = useServiceIndex();
  const expired = validUntilMs(quotation.valid_until) < now;
  const serviceNames = new Map(quotation.services.map((service) => [service.id, service.name]));

  const facts = useQuotationFacts()(quotation);

  return (
    <Card className={styles.card} data-quotation-print data-testid="quotation-document">
      <div className={styles.head}>
        <Text size={500} weight="semibold" data-testid="quotation-reference">
          <Reference>{quotation.reference}</Reference>
        </Text>
        <QuotationStatusBadge status={quotation.status} />
        {expired ? (
          <Badge appearance="outline" color="danger">
            {t('quotations.document.expired')}
          </Badge>
        ) : null}
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.term}>{t('quotations.document.requestedOn')}</dt>
          <dd className={styles.value}>{format.date(quotation.created_at)}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>{t('quotations.document.validUntil')}</dt>
          <dd className={styles.value} data-testid="quotation-valid-until">
            {format.date(new Date(validUntilMs(quotation.valid_until)).toISOString())}
          </dd>
        </div>
      </dl>
      {quotation.status === 'submitted' ? <Text>{t('quotations.document.underReview')}</Text> : null}
      {quotation.status === 'rejected' && quotation.rejection_reason ? (
        <Text>{t('quotations.document.rejection', { reason: quotation.rejection_reason })}</Text>
      ) : null}
      {quotation.package_reference ? (
        <Text>{t('quotations.document.bought', { reference: quotation.package_reference })}</Text>
      ) : null}
      <Divider />
      <Text as="h2" weight="semibold" size={400}>
        {t('quotations.document.answers')}
      </Text>
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.key} className={styles.fact}>
            <dt className={styles.term}>{fact.label}</dt>
            <dd className={styles.value}>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <Divider />
      <Text as="h2" weight="semibold" size={400}>
        {t('quotations.document.price')}
      </Text>
      <PriceBreakdownView
        price={quotation.price}
        serviceName={(id) => local(serviceNames.get(id) ?? catalog.get(id)?.name)}
        unitOf={(id) => catalog.get(id)?.unit}
        productName={(serviceId, productId) =>
          local(catalog.get(serviceId)?.products.find((product) => product.id === productId)?.name)
        }
      />
    </Card>
  );
}
