import { Badge, makeStyles, Text, tokens } from '@fluentui/react-components';
import { formatNumber, formatPercent, localizedName, SimpleTable, useCurrentLanguage } from '@portal/shared';
import { type ContractSla, SLA_MEASURE_DAYS, SLA_WITHIN_TARGET } from '@portal/shared/contract';
import { useShellTranslation } from '../i18n/use-shell-translation';
import { measuredTimeText, responseTimeText } from './terms-format';

// The contract's response times beside what was measured (ADR 0075): three columns whose cells wrap, the measured
// figures stacked in one, so the table fits a 390 px phone without scrolling sideways.

const useStyles = makeStyles({
  figures: { display: 'grid', gap: '2px', justifyItems: 'start', paddingBlock: '4px' },
  muted: { color: tokens.colorNeutralForeground2 },
  late: { color: tokens.colorPaletteDarkOrangeForeground1 },
});

function Measured({ row }: { row: ContractSla }) {
  const styles = useStyles();
  const { t } = useShellTranslation();
  const language = useCurrentLanguage();
  const { measured } = row;
  const late =
    measured.late_open > 0 ? (
      <Text size={200} className={styles.late} data-testid="sla-late">
        {t('companyTerms.measuredLate', { count: measured.late_open })}
      </Text>
    ) : null;
  if (measured.orders === 0 || measured.median_minutes === null || measured.within_share === null) {
    return (
      <div className={styles.figures}>
        <Text className={styles.muted}>{t('companyTerms.noOrders')}</Text>
        {late}
      </div>
    );
  }
  const below = measured.within_share < SLA_WITHIN_TARGET;
  return (
    <div className={styles.figures}>
      <Text>{t('companyTerms.measuredMedian', { time: measuredTimeText(measured.median_minutes, language) })}</Text>
      <Badge appearance="tint" color={below ? 'warning' : 'success'} data-testid="sla-within" data-below={below}>
        {t('companyTerms.measuredWithin', {
          share: formatPercent(Math.round(measured.within_share * 100), language),
        })}
      </Badge>
      <Text size={200} className={styles.muted}>
        {t('companyTerms.measuredOrders', { count: measured.orders })}
      </Text>
      {late}
    </div>
  );
}

export function SlaTable({ rows }: { rows: readonly ContractSla[] }) {
  const { t } = useShellTranslation();
  const language = useCurrentLanguage();
  return (
    <SimpleTable
      size="small"
      label={t('companyTerms.sla')}
      rows={rows}
      rowKey={(row) => row.service_type}
      rowAttributes={(row) => ({ 'data-service-type': row.service_type })}
      columns={[
        {
          key: 'type',
          header: t('companyTerms.serviceType'),
          cell: (row) => localizedName(row.name, language),
        },
        {
          key: 'response',
          header: t('companyTerms.responseTime'),
          cell: (row) => responseTimeText(row.response_minutes, language),
        },
        {
          key: 'measured',
          header: t('companyTerms.measured', { days: formatNumber(SLA_MEASURE_DAYS, language) }),
          cell: (row) => <Measured row={row} />,
        },
      ]}
    />
  );
}
