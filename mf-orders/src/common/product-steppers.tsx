import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { AddRegular, SubtractRegular } from '@fluentui/react-icons';
import { formatMoney, formatNumber, useCurrentLanguage, useLocalizedName } from '@portal/shared';
import type { TrilingualName } from '@portal/shared/contract';
import { useOrdersTranslation } from '../i18n/use-orders-translation';

const useStyles = makeStyles({
  list: { display: 'grid', gap: '4px', minWidth: 0 },
  row: {
    display: 'grid',
    // Name and price wrap in the first column; the stepper keeps its width (fits a 390 px phone).
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    gap: '8px',
    alignItems: 'center',
  },
  muted: { color: tokens.colorNeutralForeground3 },
  stepper: { display: 'flex', alignItems: 'center', gap: '4px' },
  count: { minWidth: '2.5ch', textAlign: 'center' },
});

export type OfferedProduct = { id: string; name: TrilingualName; price: number };
type ChosenProduct = { product_id: string; quantity: number | null };

type Props = {
  /** The service's optional products (the catalog lists only active ones). */
  products: readonly OfferedProduct[];
  value: readonly ChosenProduct[];
  onChange: (next: ChosenProduct[]) => void;
  /** ORDER_LIMITS / QUOTATION_LIMITS productQuantity.max. */
  max: number;
};

/**
 * The optional products of a chosen service (ADR 0066): each with its price per piece and a stepper from 0 (none,
 * the default) up; a product at 0 is left out of the request, so the API only ever sees pieces asked for.
 */
export function ProductSteppers({ products, value, onChange, max }: Props) {
  const { t } = useOrdersTranslation();
  const styles = useStyles();
  const local = useLocalizedName();
  const language = useCurrentLanguage();
  if (products.length === 0) return null;
  const countOf = (id: string) => value.find((chosen) => chosen.product_id === id)?.quantity ?? 0;
  const set = (id: string, quantity: number) => {
    const others = value.filter((chosen) => chosen.product_id !== id);
    // Kept in the catalog's order, whatever order they were picked in.
    const next = quantity > 0 ? [...others, { product_id: id, quantity }] : others;
    const order = products.map((product) => product.id);
    onChange(next.sort((a, b) => order.indexOf(a.product_id) - order.indexOf(b.product_id)));
  };
  return (
    <fieldset className={styles.list} style={{ border: 0, padding: 0, margin: 0 }}>
      <legend style={{ padding: 0 }}>
        <Text size={200} weight="semibold">
          {t('quotations.services.products')}
        </Text>
      </legend>
      {products.map((product) => {
        const name = local(product.name);
        const count = countOf(product.id);
        return (
          <div key={product.id} className={styles.row} data-testid="optional-product">
            <Text size={200}>
              {name}
              <Text size={200} block className={styles.muted}>
                {t('quotations.services.productPrice', { price: formatMoney(product.price, language) })}
              </Text>
            </Text>
            <div className={styles.stepper}>
              <Button
                size="small"
                icon={<SubtractRegular />}
                aria-label={t('quotations.services.fewer', { name })}
                disabled={count === 0}
                onClick={() => set(product.id, count - 1)}
              />
              <Text className={styles.count} aria-live="polite" data-testid="product-count">
                {formatNumber(count, language)}
              </Text>
              <Button
                size="small"
                icon={<AddRegular />}
                aria-label={t('quotations.services.more', { name })}
                disabled={count >= max}
                onClick={() => set(product.id, count + 1)}
              />
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
