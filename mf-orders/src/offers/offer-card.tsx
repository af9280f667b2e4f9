import { Badge, Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useLocalizedName } from '@portal/shared';
import type { Offer, Service } from '@portal/shared/contract';
import { useOrdersTranslation } from '../i18n/use-orders-translation';
import { useOrderText } from '../orders/order-labels';
import { useOfferPercent } from './offer-label';

const useStyles = makeStyles({
  card: {
    display: 'grid',
    gap: '8px',
    alignContent: 'start',
    padding: '16px',
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  head: { display: 'flex', justifyContent: 'space-between', gap: '8px', alignItems: 'start' },
  muted: { color: tokens.colorNeutralForeground3 },
});

type Props = { offer: Offer; service: Service | undefined; onOrder: (() => void) | null };

/** One offer: its name and description, the discount, the service it is on, its last day, and the order button. */
export function OfferCard({ offer, service, onOrder }: Props) {
  const { t } = useOrdersTranslation();
  const styles = useStyles();
  const local = useLocalizedName();
  const percent = useOfferPercent();
  const text = useOrderText();
  return (
    <li className={styles.card} data-testid="offer-card" data-code={offer.code}>
      <div className={styles.head}>
        <Text weight="semibold" size={400}>
          {local(offer.name)}
        </Text>
        <Badge appearance="filled" color="brand" data-testid="offer-discount">
          {t('offers.discount', { percent: percent(offer.discount_bp) })}
        </Badge>
      </div>
      {local(offer.description) ? <Text className={styles.muted}>{local(offer.description)}</Text> : null}
      <Text>{t('offers.service', { name: service ? local(service.name) : '' })}</Text>
      <Text size={200} className={styles.muted}>
        {t('offers.validUntil', { date: text.day(offer.valid_to) })}
      </Text>
      {onOrder ? (
        <div>
          <Button appearance="primary" onClick={onOrder} data-testid="offer-order">
            {t('offers.order')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
