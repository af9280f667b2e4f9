import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { OrderStatusHistoryEntry } from '@portal/shared/contract';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';
import { useOrderText } from '../order-labels';
import { OrderStatusBadge } from '../order-status-badge';
import { StepText } from './step-text';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '12px' },
  item: {
    display: 'grid',
    gap: '4px',
    // Griffel flips left to right in RTL.
    paddingLeft: '16px',
    borderLeftWidth: '3px',
    borderLeftStyle: 'solid',
    borderLeftColor: tokens.colorBrandStroke1,
  },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The order's story, oldest first: each status it reached, when, by whom, with the note of the step. */
export function OrderTimeline({ history }: { history: readonly OrderStatusHistoryEntry[] }) {
  const { t } = useOrdersTranslation();
  const styles = useStyles();
  const text = useOrderText();
  if (history.length === 0) return <Text>{t('order.view.noHistory')}</Text>;
  return (
    <ol className={styles.list} data-testid="order-timeline">
      {history.map((entry) => (
        <li key={entry.id} className={styles.item} data-status={entry.to}>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
            <OrderStatusBadge status={entry.to} />
            <Text size={200} className={styles.muted}>
              {text.dateTime(entry.created_at)}
            </Text>
          </div>
          <StepText entry={entry} />
        </li>
      ))}
    </ol>
  );
}
