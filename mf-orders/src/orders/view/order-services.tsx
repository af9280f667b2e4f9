import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { formatNumber, useCurrentLanguage, useLocalizedName } from '@portal/shared';
import type { Order } from '@portal/shared/contract';
import { CARD_STYLE } from '../../common/card-style';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';
import { useOrderText } from '../order-labels';

const useStyles = makeStyles({
  card: {
    ...CARD_STYLE,
    minWidth: 0,
    alignContent: 'start',
  },
  row: { display: 'flex', justifyContent: 'space-between', gap: '12px', alignItems: 'baseline', flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  amount: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
});

/** The order's service lines (spec §3 Order service): name, quantity with its unit, products, amount. */
export function OrderServices({ order }: { order: Order }) {
  const { t } = useOrdersTranslation();
  const styles = useStyles();
  const local = useLocalizedName();
  const text = useOrderText();
  const language = useCurrentLanguage();
  return (
    <section className={styles.card} data-testid="order-services">
      <Text as="h2" size={500} weight="semibold">
        {t('order.view.services')}
      </Text>
      {order.services.map((line) => (
        <div key={line.id} data-testid="order-service">
          <div className={styles.row}>
            <Text weight="semibold">{local(line.name)}</Text>
            <Text className={styles.amount}>{text.sar(line.amount)}</Text>
          </div>
          <Text size={200} className={styles.muted}>
            {t('quotations.price.line', {
              count: line.quantity,
              units: formatNumber(line.quantity, language),
              unitPrice: text.sar(line.unit_price),
            })}
          </Text>
          {line.products.map((product) => (
            <div key={product.product_id} className={styles.row} data-testid="order-product">
              <Text size={200}>
                {local(product.name)} × {formatNumber(product.quantity, language)}
              </Text>
              <Text size={200} className={styles.amount}>
                {text.sar(product.amount)}
              </Text>
            </div>
          ))}
        </div>
      ))}
    </section>
  );
}
