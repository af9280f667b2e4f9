import { Badge, Button, Card, makeStyles, ProgressBar, Text, tokens } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import type { BranchSpending } from '@portal/shared/contract';
import { useAccountingTranslation } from '../i18n/use-accounting-translation';
import { useMoney } from '../money/use-money';

const useStyles = makeStyles({
  card: { display: 'grid', gap: '8px', minWidth: 0 },
  head: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '8px' },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** One branch: the month's spend against its cap (a bar that turns red past 100 %), held payments, edit. */
export function BranchCapCard({ branch, onEdit }: { branch: BranchSpending; onEdit?: () => void }) {
  const { t } = useAccountingTranslation();
  const money = useMoney();
  const styles = useStyles();
  const cap = branch.monthly_cap;
  const ratio = cap === null ? 0 : cap === 0 ? (branch.month_spent > 0 ? 1 : 0) : branch.month_spent / cap;
  return (
    <Card className={styles.card} data-testid={`branch-cap-${branch.branch_id}`}>
      <div className={styles.head}>
        <Text weight="semibold" className={styles.name}>
          {branch.branch_name}
        </Text>
        {branch.pending > 0 ? (
          <Badge appearance="tint" color="warning">
            {t('spending.pendingCount', { count: branch.pending })}
          </Badge>
        ) : null}
      </div>
      {cap === null ? (
        <Text className={styles.muted}>{t('spending.noCap', { spent: money(branch.month_spent) })}</Text>
      ) : (
        <>
          <ProgressBar
            value={Math.min(ratio, 1)}
            color={ratio >= 1 ? 'error' : ratio >= 0.8 ? 'warning' : 'brand'}
            thickness="large"
            aria-label={t('spending.spentOf', { spent: money(branch.month_spent), cap: money(cap) })}
          />
          <Text>{t('spending.spentOf', { spent: money(branch.month_spent), cap: money(cap) })}</Text>
        </>
      )}
      {onEdit ? (
        <div>
          <Button icon={<EditRegular />} onClick={onEdit}>
            {cap === null ? t('spending.setCap') : t('spending.editCap')}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
