import { MessageBar, MessageBarBody, makeStyles, Spinner, Text } from '@fluentui/react-components';
import { EmptyState, PageHeader } from '@portal/shared';
import type { BranchSpending } from '@portal/shared/contract';
import { useState } from 'react';
import { useAccountingTranslation } from '../i18n/use-accounting-translation';
import { useMoneyRule } from '../money/money-rules';
import { ApprovalCard } from './approval-card';
import { BranchCapCard } from './branch-cap-card';
import { CapDialog } from './cap-dialog';
import { useSpending } from './spending-queries';

const useStyles = makeStyles({
  page: { display: 'grid', gap: '24px' },
  grid: { display: 'grid', gap: '12px', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))' },
  section: { display: 'grid', gap: '12px' },
});

/**
 * /b2b/wallets/spending (read b2b_wallet, the rule of its one API call): each branch's monthly cap and this month's
 * spend, the wallet payments held above a cap (approve / reject with accept_payment b2b_payments) and the latest
 * decisions.
 */
export function SpendingPage() {
  const { t } = useAccountingTranslation();
  const styles = useStyles();
  const can = useMoneyRule();
  const spending = useSpending(can('spendingRead'));
  const [editing, setEditing] = useState<BranchSpending | null>(null);
  const data = spending.data;
  const pending = data?.approvals.filter((row) => row.status === 'pending') ?? [];
  const decided = data?.approvals.filter((row) => row.status !== 'pending') ?? [];

  return (
    <section className={styles.page} data-testid="spending-page">
      <PageHeader title={t('pages.spending')} subtitle={t('spending.subtitle', { month: data?.month ?? '' })} />
      {spending.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>{t('common.loadFailed')}</MessageBarBody>
        </MessageBar>
      ) : null}
      {spending.isPending && !spending.isError ? <Spinner /> : null}
      {data ? (
        <>
          <div className={styles.section}>
            <Text as="h2" size={500} weight="semibold">
              {t('spending.pendingTitle')}
            </Text>
            {pending.length === 0 ? (
              <Text>{t('spending.noPending')}</Text>
            ) : (
              <div className={styles.grid}>
                {pending.map((row) => (
                  <ApprovalCard key={row.id} approval={row} canDecide={can('paymentAccept')} />
                ))}
              </div>
            )}
          </div>
          <div className={styles.section}>
            <Text as="h2" size={500} weight="semibold">
              {t('spending.branchesTitle')}
            </Text>
            {data.branches.length === 0 ? (
              <EmptyState title={t('spending.noBranches')} />
            ) : (
              <div className={styles.grid}>
                {data.branches.map((row) => (
                  <BranchCapCard
                    key={row.branch_id}
                    branch={row}
                    onEdit={can('spendingCapUpdate') ? () => setEditing(row) : undefined}
                  />
                ))}
              </div>
            )}
          </div>
          {decided.length > 0 ? (
            <div className={styles.section}>
              <Text as="h2" size={500} weight="semibold">
                {t('spending.decidedTitle')}
              </Text>
              <div className={styles.grid}>
                {decided.map((row) => (
                  <ApprovalCard key={row.id} approval={row} canDecide={false} />
                ))}
              </div>
            </div>
          ) : null}
        </>
      ) : null}
      {editing ? <CapDialog branch={editing} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}
