import { Divider, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { Quotation, ServiceUnit } from '@portal/shared/contract';
import { useOrdersTranslation } from '../i18n/use-orders-translation';
import { isFactorKey, useQuotationFormat } from './quotation-format';

const useStyles = makeStyles({
  box: { display: 'grid', gap: '8px' },
  row: { display: 'flex', justifyContent: 'space-between', gap: '12px', alignItems: 'baseline' },
  amount: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  muted: { color: tokens.colorNeutralForeground3 },
  list: { margin: 0, paddingInlineStart: '16px', display: 'grid', gap: '2px' },
});

type Props = {
  price: Quotation['price'];
  /** The service's name in the reader's language. */
  serviceName: (serviceId: string) => string;
  productName: (serviceId: string, productId: string) => string;
  /** The service's unit (visit, m², unit…): each line names what it counts (issue 28.3); unknown: "units". */
  unitOf?: (serviceId: string) => ServiceUnit | undefined;
  /** A one-time order (../pricing/price-order): no "visits held" line; its coupon or offer under the discount. */
  order?: {
    couponCode: string | null;
    couponDiscount: number;
    couponLabel: string;
    /** ADR 0070: what the offer took off its service's line (0 without an offer). */
    offerDiscount?: number;
    offerLabel?: string;
  };
};

/**
 * A price breakdown (the output of priceQuotation): per service line, the factors with their bands, the
 * location discount, VAT and the total, in SAR. The wizard's instant price and the quotation document share it.
 */
export function PriceBreakdownView({ price, serviceName, productName, unitOf, order }: Props) {
  const { t } = useOrdersTranslation();
  const styles = useStyles();
  const format = useQuotationFormat();
  const held = price.package_type === 'hours' ? 'quotations.price.hoursHeld' : 'quotations.price.visitsHeld';
  const factorLabel = (key: string) => (isFactorKey(key) ? t(`quotations.factors.${key}`) : key);
  // A package by hours counts technician-hours whatever the service's own unit; products are pieces.
  const lineText = (units: number, unitPrice: number, unit: ServiceUnit | 'piece' | undefined) =>
    unit
      ? t('priceLine', {
          quantity: t(`unitCount.${unit}`, { count: units, n: format.number(units) }),
          unitPrice: format.money(unitPrice),
        })
      : t('quotations.price.line', { count: units, units: format.number(units), unitPrice: format.money(unitPrice) });
  const serviceUnit = (serviceId: string) => (price.package_type === 'hours' ? 'hour' : unitOf?.(serviceId));
  // The coupon and the offer are inside `discount` (priceOneTimeOrder): the package discount is what remains.
  const couponDiscount = order?.couponDiscount ?? 0;
  const offerDiscount = order?.offerDiscount ?? 0;
  const packageDiscount = price.discount - couponDiscount - offerDiscount;
  return (
    <div className={styles.box} data-testid="price-breakdown">
      {order ? null : (
        <Text className={styles.muted} size={200}>
          {t(held, {
            perLocation: format.number(price.per_location),
            locations: format.number(price.locations),
            total: format.number(price.package_total),
          })}
        </Text>
      )}
      {price.lines.map((line) => (
        <div key={line.service_id} data-testid="price-line">
          <div className={styles.row}>
            <Text weight="semibold">{serviceName(line.service_id)}</Text>
            <Text className={styles.amount}>{format.money(line.amount)}</Text>
          </div>
          <Text size={200} className={styles.muted}>
            {lineText(line.units, line.unit_price, serviceUnit(line.service_id))}
          </Text>
          {line.products.map((product) => (
            <div key={product.product_id} className={styles.row}>
              <Text size={200}>
                {productName(line.service_id, product.product_id)} ·{' '}
                {lineText(product.units, product.unit_price, 'piece')}
              </Text>
              <Text size={200} className={styles.amount}>
                {format.money(product.amount)}
              </Text>
            </div>
          ))}
        </div>
      ))}
      <Divider />
      <Text weight="semibold" size={200}>
        {t('quotations.price.factors')}
      </Text>
      <ul className={styles.list} data-testid="price-factors">
        {price.factors
          .filter((factor) => !order || factor.band !== '')
          .map((factor) => (
            <li key={factor.key} className={styles.row}>
              <Text size={200}>{factorLabel(factor.key)}</Text>
              <Text size={200} className={styles.amount}>
                {t('quotations.price.factorValue', {
                  band: format.band(factor),
                  factor: format.multiplier(factor.permille),
                })}
              </Text>
            </li>
          ))}
      </ul>
      <Divider />
      <div className={styles.row}>
        <Text>{t('quotations.price.subtotal')}</Text>
        <Text className={styles.amount}>{format.money(price.subtotal)}</Text>
      </div>
      {packageDiscount > 0 ? (
        <div className={styles.row}>
          <Text>
            {t('quotations.price.discount', {
              locations: format.number(price.locations),
              percent: format.percent(price.discount_bp),
            })}
          </Text>
          <Text className={styles.amount}>−{format.money(packageDiscount)}</Text>
        </div>
      ) : null}
      {order && offerDiscount > 0 ? (
        <div className={styles.row} data-testid="price-offer">
          <Text>{order.offerLabel}</Text>
          <Text className={styles.amount}>−{format.money(offerDiscount)}</Text>
        </div>
      ) : null}
      {order && couponDiscount > 0 ? (
        <div className={styles.row} data-testid="price-coupon">
          <Text>{order.couponLabel}</Text>
          <Text className={styles.amount}>−{format.money(couponDiscount)}</Text>
        </div>
      ) : null}
      <div className={styles.row}>
        <Text>{t('quotations.price.taxable')}</Text>
        <Text className={styles.amount}>{format.money(price.taxable)}</Text>
      </div>
      <div className={styles.row}>
        <Text>{t('quotations.price.vat', { percent: format.percent(price.vat_bp) })}</Text>
        <Text className={styles.amount} data-testid="price-vat">
          {format.money(price.vat)}
        </Text>
      </div>
      <Divider />
      <div className={styles.row}>
        <Text weight="bold" size={400}>
          {t('quotations.price.total')}
        </Text>
        <Text weight="bold" size={400} className={styles.amount} data-testid="price-total">
          {format.money(price.total)}
        </Text>
      </div>
    </div>
  );
}
