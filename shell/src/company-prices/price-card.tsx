import { Badge, makeStyles, Text, tokens } from '@fluentui/react-components';
import { formatDate, formatMoney, useCurrentLanguage } from '@portal/shared';
import { useShellTranslation } from '../i18n/use-shell-translation';
import { savingOf } from './saving';

const useStyles = makeStyles({
  card: {
    display: 'grid',
    gap: '4px',
    padding: '12px 16px',
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    overflowWrap: 'anywhere',
  },
  head: { display: 'flex', gap: '8px', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' },
  prices: {
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    gap: '2px 12px',
    margin: 0,
  },
  muted: { color: tokens.colorNeutralForeground2 },
  struck: { textDecorationLine: 'line-through', color: tokens.colorNeutralForeground2 },
  own: { fontWeight: tokens.fontWeightSemibold },
  saving: { color: tokens.colorPaletteGreenForeground1 },
});

export interface PriceLine {
  label: string;
  list: number;
  price: number;
}

/** One service or product of the company's price list: the list price, the company's own and what it saves. */
export function PriceCard(props: {
  name: string;
  detail?: string | undefined;
  negotiated: boolean;
  lines: PriceLine[];
  validFrom: string | null;
  validTo: string | null;
}) {
  const styles = useStyles();
  const { t } = useShellTranslation();
  const language = useCurrentLanguage();
  const money = (halalas: number) => formatMoney(halalas, language);
  const validity = [
    props.validFrom ? t('prices.from', { date: formatDate(props.validFrom, language) }) : null,
    props.validTo ? t('prices.until', { date: formatDate(props.validTo, language) }) : null,
  ].filter(Boolean);
  return (
    <article className={styles.card} data-testid="price-card" data-negotiated={props.negotiated}>
      <div className={styles.head}>
        <Text weight="semibold">{props.name}</Text>
        {props.negotiated ? (
          <Badge appearance="tint" color="success">
            {t('prices.negotiated')}
          </Badge>
        ) : null}
      </div>
      {props.detail ? <Text className={styles.muted}>{props.detail}</Text> : null}
      <dl className={styles.prices}>
        {props.lines.map((line) => {
          const saving = savingOf(line.list, line.price);
          return (
            <div key={line.label} style={{ display: 'contents' }}>
              <dt className={styles.muted}>{line.label}</dt>
              <dd style={{ margin: 0 }}>
                {saving.amount > 0 ? (
                  <>
                    <span className={styles.struck} title={t('prices.listPrice')}>
                      {money(line.list)}
                    </span>{' '}
                    <span className={styles.own} data-testid="own-price">
                      {money(line.price)}
                    </span>{' '}
                    <span className={styles.saving}>
                      {t('prices.saving', { amount: money(saving.amount), percent: saving.percent })}
                    </span>
                  </>
                ) : (
                  <span data-testid="own-price">{money(line.price)}</span>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
      {props.negotiated && validity.length > 0 ? <Text className={styles.muted}>{validity.join(' · ')}</Text> : null}
    </article>
  );
}
