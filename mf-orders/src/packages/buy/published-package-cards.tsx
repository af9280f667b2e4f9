import { Badge, Button, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { CheckmarkRegular } from '@fluentui/react-icons';
import { useLocalizedName } from '@portal/shared';
import type { PublishedPackage } from '@portal/shared/contract';
import { CARD_GRID_STYLE } from '../../common/card-style';
import { useQuotationFormat } from '../../common/quotation-format';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';
import { buyAmounts } from './buy-amounts';

const useStyles = makeStyles({
  grid: CARD_GRID_STYLE,
  card: {
    display: 'grid',
    gap: '6px',
    alignContent: 'start',
    padding: '16px',
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  chosen: { border: `2px solid ${tokens.colorBrandStroke1}` },
  muted: { color: tokens.colorNeutralForeground3 },
  total: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400 },
});

type Props = { packages: PublishedPackage[]; chosenId: string | null; onChoose: (pkg: PublishedPackage) => void };

/** The published packages as cards: price, VAT, total, type, period, locations, credit line and cost, terms. */
export function PublishedPackageCards({ packages, chosenId, onChoose }: Props) {
  const { t } = useOrdersTranslation();
  const styles = useStyles();
  const format = useQuotationFormat();
  const local = useLocalizedName();
  return (
    <ul className={styles.grid} aria-label={t('packages.buy.choosePackage')}>
      {packages.map((pkg) => {
        const amounts = buyAmounts(pkg, 'full', false);
        const chosen = pkg.id === chosenId;
        return (
          <li
            key={pkg.id}
            className={mergeClasses(styles.card, chosen && styles.chosen)}
            data-testid="published-package"
            data-code={pkg.code}
          >
            <Text weight="semibold" size={400}>
              {local(pkg.name)}
            </Text>
            <Text className={styles.muted}>{local(pkg.description)}</Text>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
              <Badge appearance="tint">
                {format.number(pkg.total)} {t(`packages.type.${pkg.type}`)}
              </Badge>
              <Badge appearance="tint">{format.period(pkg.period_months)}</Badge>
              <Badge appearance="tint">
                {t('packages.buy.locations', { n: pkg.allowed_location_count, count: pkg.allowed_location_count })}
              </Badge>
            </div>
            <Text>
              {t('packages.buy.price')}: {format.money(pkg.price)}
            </Text>
            <Text>
              {t('packages.buy.vat')}: {format.money(amounts.vat)}
            </Text>
            <Text className={styles.total}>
              {t('packages.buy.total')}: {format.money(amounts.total)}
            </Text>
            <Text className={styles.muted}>
              {pkg.credit_line_allowed
                ? t('packages.buy.creditLine', { cost: format.percent(pkg.credit_cost_bp) })
                : t('packages.buy.noCreditLine')}
            </Text>
            {local(pkg.terms) ? (
              <Text size={200} className={styles.muted}>
                {t('packages.buy.terms')}: {local(pkg.terms)}
              </Text>
            ) : null}
            <Button
              appearance={chosen ? 'primary' : 'secondary'}
              icon={chosen ? <CheckmarkRegular /> : undefined}
              aria-pressed={chosen}
              onClick={() => onChoose(pkg)}
            >
              {chosen ? t('packages.buy.selected') : `${t('packages.buy.select')} ${local(pkg.name)}`}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
