import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useLocalizedName } from '@portal/shared';
import type { Offer, Service } from '@portal/shared/contract';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';
import { useOfferPercent } from '../../offers/offer-label';
import { useOrderText } from '../order-labels';

/** The offer the order is placed on (ADR 0070): its name, discount, service and last day; no coupon with it. */
export function OfferNote({ offer, service }: { offer: Offer; service: Service | undefined }) {
  const { t } = useOrdersTranslation();
  const local = useLocalizedName();
  const percent = useOfferPercent();
  const text = useOrderText();
  return (
    <MessageBar intent="success" layout="multiline" data-testid="order-offer" data-code={offer.code}>
      <MessageBarBody>
        {t('offers.applied', {
          name: local(offer.name),
          percent: percent(offer.discount_bp),
          service: service ? local(service.name) : '',
          date: text.day(offer.valid_to),
        })}
      </MessageBarBody>
    </MessageBar>
  );
}
