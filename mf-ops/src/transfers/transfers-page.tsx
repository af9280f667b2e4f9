import { Badge, Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkRegular, DismissRegular } from '@fluentui/react-icons';
import {
  type DataTableColumn,
  FilterSelect,
  ListPage,
  localizedName,
  useAppAbility,
  useCurrentLanguage,
  useNarrow,
} from '@portal/shared';
import {
  moneyLabel,
  type OpsTempTransaction,
  type SortKeyOf,
  TEMP_TRANSACTION_SORT_KEYS,
} from '@portal/shared/contract';
import { useState } from 'react';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { OPS_CONSOLE_RULES } from '../ops-rules';
import { useQueueText } from '../queue/use-queue-text';
import { isOverdue, waited } from '../queue/waited';
import { DecisionDialog, type DecisionKind } from './decision-dialog';
import { ReceiptLink } from './receipt-preview';
import { ANY_STATUS, transferListQuery } from './transfer-queries';

const FILTER_KEYS = ['status', 'overdue'] as const;
type Sort = SortKeyOf<typeof TEMP_TRANSACTION_SORT_KEYS>;

const useStyles = makeStyles({
  row: { display: 'inline-flex', gap: '4px', flexWrap: 'wrap', alignItems: 'center' },
  late: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  card: { display: 'grid', gap: '6px', paddingBlock: '8px', paddingInlineStart: '8px' },
  lateCard: {
    borderInlineStartWidth: '4px',
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: tokens.colorPaletteRedBorder2,
  },
  nowrap: { whiteSpace: 'nowrap' },
});

/**
 * /ops/transfers (read ops_transfers): the bank transfers companies uploaded, pending and oldest first, each with its
 * company, amount, receipt and the time it has waited (overdue after 24 h in red); confirm, or reject with a reason
 * the company sees (update ops_transfers). At 390 px each transfer is a card.
 */
export function TransfersPage() {
  const styles = useStyles();
  const { t } = useOpsTranslation();
  const text = useQueueText();
  const language = useCurrentLanguage();
  const narrow = useNarrow();
  const mayDecide = useAppAbility().can(
    OPS_CONSOLE_RULES.transfersDecide.action,
    OPS_CONSOLE_RULES.transfersDecide.subject,
  );
  const [open, setOpen] = useState<{ transfer: OpsTempTransaction; kind: DecisionKind } | null>(null);
  const now = new Date();

  const pending = (x: OpsTempTransaction) => x.status === 'pending';
  const late = (x: OpsTempTransaction) => isOverdue(x, pending(x), now);
  const company = (x: OpsTempTransaction) => localizedName(x.company.name, language);
  const amount = (x: OpsTempTransaction) => <strong className={styles.nowrap}>{text.sar(x.amount)}</strong>;
  const wait = (x: OpsTempTransaction) => (
    <span className={styles.row}>
      <span className={late(x) ? styles.late : undefined} data-testid="transfer-waited">
        {text.wait(waited(x.created_at, x.decided_at ? new Date(x.decided_at) : now))}
      </span>
      {late(x) ? (
        <Badge appearance="filled" color="danger" data-testid="transfer-overdue">
          {t('transfers.overdue')}
        </Badge>
      ) : null}
    </span>
  );
  const status = (x: OpsTempTransaction) => (
    <span className={styles.row}>
      <Badge
        appearance="tint"
        color={x.status === 'confirmed' ? 'success' : x.status === 'rejected' ? 'danger' : 'warning'}
      >
        {moneyLabel(language, 'transferStatus', x.status)}
      </Badge>
      {x.reason ? <span>{x.reason}</span> : null}
    </span>
  );
  const actions = (x: OpsTempTransaction) =>
    mayDecide && pending(x) ? (
      <span className={styles.row}>
        <Button
          appearance="primary"
          size="small"
          icon={<CheckmarkRegular />}
          aria-label={t('transfers.confirmOne', { reference: x.reference })}
          onClick={() => setOpen({ transfer: x, kind: 'confirm' })}
        >
          {t('transfers.confirm')}
        </Button>
        <Button
          size="small"
          icon={<DismissRegular />}
          aria-label={t('transfers.rejectOne', { reference: x.reference })}
          onClick={() => setOpen({ transfer: x, kind: 'reject' })}
        >
          {t('transfers.reject')}
        </Button>
      </span>
    ) : null;

  const wide: DataTableColumn<OpsTempTransaction, Sort>[] = [
    { key: 'company', header: t('transfers.company'), render: company },
    { key: 'reference', header: t('transfers.reference'), render: (x) => <span dir="ltr">{x.reference}</span> },
    { key: 'amount', header: t('transfers.amount'), sortKey: 'amount', render: amount },
    { key: 'waited', header: t('transfers.waited'), sortKey: 'created_at', render: wait },
    { key: 'status', header: t('transfers.status'), sortKey: 'status', render: status },
    { key: 'receipt', header: t('transfers.receipt'), render: (x) => <ReceiptLink receipt={x.receipt} /> },
    { key: 'actions', header: t('transfers.actions'), render: actions },
  ];
  const card: DataTableColumn<OpsTempTransaction, Sort> = {
    key: 'card',
    header: t('transfers.tableLabel'),
    sortKey: 'created_at',
    render: (x) => (
      <div className={mergeClasses(styles.card, late(x) && styles.lateCard)} data-testid="transfer-card">
        <strong>{company(x)}</strong>
        <span className={styles.row}>
          {amount(x)} · <span dir="ltr">{x.reference}</span>
        </span>
        {wait(x)}
        {status(x)}
        <ReceiptLink receipt={x.receipt} />
        {actions(x)}
      </div>
    ),
  };

  return (
    <ListPage
      testId="ops-transfers-page"
      title={t('pages.transfers')}
      subtitle={t('transfers.subtitle')}
      access={OPS_CONSOLE_RULES.transfersRead}
      deniedText={t('common.noAccess')}
      loadFailedText={t('common.loadFailed')}
      listQuery={transferListQuery}
      filterKeys={FILTER_KEYS}
      toolbar={
        <>
          <FilterSelect
            name="status"
            label={t('transfers.status')}
            allLabel={moneyLabel(language, 'transferStatus', 'pending')}
            options={[
              { value: 'confirmed', label: moneyLabel(language, 'transferStatus', 'confirmed') },
              { value: 'rejected', label: moneyLabel(language, 'transferStatus', 'rejected') },
              { value: ANY_STATUS, label: t('transfers.anyStatus') },
            ]}
          />
          <FilterSelect
            name="overdue"
            label={t('transfers.overdue')}
            allLabel={t('transfers.anyAge')}
            options={[{ value: 'true', label: t('transfers.overdueOnly') }]}
          />
        </>
      }
      tableLabel={t('transfers.tableLabel')}
      sortKeys={TEMP_TRANSACTION_SORT_KEYS}
      columns={narrow ? [card] : wide}
      rowKey={(x) => x.id}
      emptyText={t('transfers.empty')}
    >
      {open ? <DecisionDialog transfer={open.transfer} kind={open.kind} onClose={() => setOpen(null)} /> : null}
    </ListPage>
  );
}
