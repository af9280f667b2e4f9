import { Badge, Button, makeStyles } from '@fluentui/react-components';
import { CheckmarkRegular, DismissRegular } from '@fluentui/react-icons';
import { type DataTableColumn, FilterSelect, ListPage, useAppAbility, useNarrow } from '@portal/shared';
import { type OpsWalletRefund, WALLET_REFUND_STATUSES } from '@portal/shared/contract';
import { useState } from 'react';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { OPS_CONSOLE_RULES } from '../ops-rules';
import { useQueueText } from '../queue/use-queue-text';
import { waited } from '../queue/waited';
import { RefundDecisionDialog, type RefundDecisionKind } from './refund-decision-dialog';
import { ANY_STATUS, refundListQuery } from './refund-queries';

const FILTER_KEYS = ['status'] as const;
/** The API answers the queue in its own order (oldest first): no column sorts. */
const NO_SORT: readonly never[] = [];

const useStyles = makeStyles({
  row: { display: 'inline-flex', gap: '4px', flexWrap: 'wrap', alignItems: 'center' },
  card: { display: 'grid', gap: '6px', paddingBlock: '8px', paddingInlineStart: '8px' },
  nowrap: { whiteSpace: 'nowrap' },
  // 24 characters without a space: it wraps inside its column rather than run over the next one.
  iban: { fontFamily: 'monospace', wordBreak: 'break-all' },
});

/**
 * /ops/refunds (read ops_refunds): wallet money companies asked back to their bank account, pending and oldest
 * first, each with its company, amount, IBAN and holder, and the time it has waited; mark paid with the bank's
 * reference, or reject with a reason (the amount goes back to the wallet). At 390 px each refund is a card.
 */
export function RefundsPage() {
  const styles = useStyles();
  const { t } = useOpsTranslation();
  const text = useQueueText();
  const narrow = useNarrow();
  const rule = OPS_CONSOLE_RULES.refundsDecide;
  const mayDecide = useAppAbility().can(rule.action, rule.subject);
  const [open, setOpen] = useState<{ refund: OpsWalletRefund; kind: RefundDecisionKind } | null>(null);
  const now = new Date();

  const amount = (x: OpsWalletRefund) => <strong className={styles.nowrap}>{text.sar(x.amount)}</strong>;
  const iban = (x: OpsWalletRefund) => (
    <span className={styles.row}>
      <span dir="ltr" className={styles.iban} data-testid="refund-iban">
        {x.iban}
      </span>
      <span>{x.account_name}</span>
    </span>
  );
  const wait = (x: OpsWalletRefund) => (
    <span data-testid="refund-waited">
      {text.wait(waited(x.created_at, x.decided_at ? new Date(x.decided_at) : now))}
    </span>
  );
  const status = (x: OpsWalletRefund) => (
    <span className={styles.row}>
      <Badge appearance="tint" color={x.status === 'paid' ? 'success' : x.status === 'rejected' ? 'danger' : 'warning'}>
        {t(`refunds.statuses.${x.status}`)}
      </Badge>
      {x.bank_reference ? (
        <span dir="auto">{t('refunds.bankReferenceShown', { reference: x.bank_reference })}</span>
      ) : null}
      {x.reason ? <span>{x.reason}</span> : null}
    </span>
  );
  const actions = (x: OpsWalletRefund) =>
    mayDecide && x.status === 'pending' ? (
      <span className={styles.row}>
        <Button
          appearance="primary"
          size="small"
          icon={<CheckmarkRegular />}
          aria-label={t('refunds.payOne', { reference: x.reference })}
          onClick={() => setOpen({ refund: x, kind: 'pay' })}
        >
          {t('refunds.pay')}
        </Button>
        <Button
          size="small"
          icon={<DismissRegular />}
          aria-label={t('refunds.rejectOne', { reference: x.reference })}
          onClick={() => setOpen({ refund: x, kind: 'reject' })}
        >
          {t('refunds.reject')}
        </Button>
      </span>
    ) : null;

  const wide: DataTableColumn<OpsWalletRefund, never>[] = [
    { key: 'company', header: t('refunds.company'), render: (x) => x.company.name },
    { key: 'reference', header: t('refunds.reference'), render: (x) => <span dir="ltr">{x.reference}</span> },
    { key: 'amount', header: t('refunds.amount'), render: amount },
    { key: 'iban', header: t('refunds.iban'), render: iban },
    { key: 'waited', header: t('refunds.waited'), render: wait },
    { key: 'status', header: t('refunds.status'), render: status },
    { key: 'actions', header: t('refunds.actions'), render: actions },
  ];
  const card: DataTableColumn<OpsWalletRefund, never> = {
    key: 'card',
    header: t('refunds.tableLabel'),
    render: (x) => (
      <div className={styles.card} data-testid="refund-card">
        <strong>{x.company.name}</strong>
        <span className={styles.row}>
          {amount(x)} · <span dir="ltr">{x.reference}</span>
        </span>
        {iban(x)}
        {wait(x)}
        {status(x)}
        {actions(x)}
      </div>
    ),
  };

  return (
    <ListPage
      testId="ops-refunds-page"
      title={t('refunds.title')}
      subtitle={t('refunds.subtitle')}
      access={OPS_CONSOLE_RULES.refundsRead}
      deniedText={t('common.noAccess')}
      loadFailedText={t('common.loadFailed')}
      listQuery={refundListQuery}
      filterKeys={FILTER_KEYS}
      toolbar={
        <FilterSelect
          name="status"
          label={t('refunds.status')}
          allLabel={t('refunds.statuses.pending')}
          options={[
            ...WALLET_REFUND_STATUSES.filter((s) => s !== 'pending').map((s) => ({
              value: s,
              label: t(`refunds.statuses.${s}`),
            })),
            { value: ANY_STATUS, label: t('refunds.anyStatus') },
          ]}
        />
      }
      tableLabel={t('refunds.tableLabel')}
      sortKeys={NO_SORT}
      columns={narrow ? [card] : wide}
      rowKey={(x) => x.id}
      emptyText={t('refunds.empty')}
    >
      {open ? <RefundDecisionDialog refund={open.refund} kind={open.kind} onClose={() => setOpen(null)} /> : null}
    </ListPage>
  );
}
