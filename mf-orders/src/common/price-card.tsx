import { Card, CardHeader, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useLocalizedName } from '@portal/shared';
import type { Offer, OrderPrice, PriceBreakdown, Service } from '@portal/shared/contract';
import { useMemo } from 'react';
import { useOrdersTranslation } from '../i18n/use-orders-translation';
import { useOfferLine } from '../offers/offer-label';
import { PriceBreakdownView } from './price-breakdown';

const useStyles = makeStyles({
  order: { alignSelf: 'start' },
  // The wizard's price follows the reader down its long steps.
  quotation: { alignSelf: 'start', position: 'sticky', top: '16px' },
});

/** What differs between the order form's price and the quotation wizard's: the words and the test id. */
const KINDS = {
  order: { title: 'order.add.price', testId: 'order-price', incomplete: 'order.add.priceIncomplete' },
  quotation: { title: 'quotations.price.title', testId: 'instant-price', incomplete: 'quotations.price.incomplete' },
} as const;

type Props =
  /** A one-time order's price (one visit, with its coupon or its offer), while the form is filled in. */
  | { kind: 'order'; price: OrderPrice | null; services: readonly Service[]; offer?: Offer | null }
  /** The price of the wizard's answers (priceQuotation on the draft, no request), line by line. */
  | { kind: 'quotation'; price: PriceBreakdown | null; services: readonly Service[] };

/** A live price in a card, its lines named from the catalog in the reader's language; what is missing until then. */
export function PriceCard(props: Props) {
  const { t } = useOrdersTranslation();
  const styles = useStyles();
  const local = useLocalizedName();
  const { services } = props;
  const byId = useMemo(() => new Map(services.map((service) => [service.id, service])), [services]);
  const offerLine = useOfferLine();
  const words = KINDS[props.kind];
  const offer = props.kind === 'order' ? props.offer : null;
  const coupon =
    props.kind === 'order' && props.price
      ? {
          couponCode: props.price.coupon_code,
          couponDiscount: props.price.coupon_discount,
          couponLabel: t('order.add.couponLine', { code: props.price.coupon_code ?? '' }),
          offerDiscount: props.price.offer_discount,
          offerLabel: offer ? offerLine(offer) : '',
        }
      : null;
  return (
    <Card className={styles[props.kind]} data-testid={words.testId}>
      <CardHeader
        header={
          <Text weight="semibold" size={400}>
            {t(words.title)}
          </Text>
        }
      />
      {props.price ? (
        <PriceBreakdownView
          price={props.price}
          serviceName={(id) => local(byId.get(id)?.name)}
          unitOf={(id) => byId.get(id)?.unit}
          productName={(serviceId, productId) =>
            local(byId.get(serviceId)?.products.find((product) => product.id === productId)?.name)
          }
          {...(coupon ? { order: coupon } : {})}
        />
      ) : (
        <Text style={{ color: tokens.colorNeutralForeground3 }}>{t(words.incomplete)}</Text>
      )}
    </Card>
  );
}
