import { MessageBar, MessageBarBody, makeStyles, Spinner } from '@fluentui/react-components';
import { PageHeader } from '@portal/shared';
import { useNavigate } from '@portal/shared/router';
import { useServiceIndex } from '../catalog/catalog-queries';
import { CARD_GRID_STYLE } from '../common/card-style';
import { useOrdersTranslation } from '../i18n/use-orders-translation';
import { useOrderRule } from '../orders/order-rules';
import { OfferCard } from './offer-card';
import { offerOrderPath, useOffers } from './offer-queries';

const useStyles = makeStyles({
  page: { display: 'grid', gap: '16px' },
  grid: CARD_GRID_STYLE,
});

/**
 * /b2b/packages/offers (insert b2b_orders, the rule of the order it leads to; ADR 0070): the published offers valid
 * today as cards; "Order this offer" opens the one-time order form on it.
 */
export function OffersPage() {
  const { t } = useOrdersTranslation();
  const styles = useStyles();
  const can = useOrderRule();
  const navigate = useNavigate();
  const offers = useOffers();
  const services = useServiceIndex();
  const items = offers.data?.items ?? [];
  return (
    <section className={styles.page} data-testid="offers-page">
      <PageHeader title={t('offers.title')} subtitle={t('offers.subtitle')} />
      {offers.isPending ? <Spinner /> : null}
      {offers.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>{t('offers.loadFailed')}</MessageBarBody>
        </MessageBar>
      ) : null}
      {offers.isSuccess && items.length === 0 ? (
        <MessageBar intent="info">
          <MessageBarBody>{t('offers.empty')}</MessageBarBody>
        </MessageBar>
      ) : null}
      {items.length > 0 ? (
        <ul className={styles.grid} aria-label={t('offers.title')}>
          {items.map((offer) => (
            <OfferCard
              key={offer.id}
              offer={offer}
              service={services.get(offer.service_id)}
              onOrder={can('orderCreate') ? () => navigate(offerOrderPath(offer.id)) : null}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
