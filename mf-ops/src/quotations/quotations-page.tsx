import { Badge, Button, makeStyles } from '@fluentui/react-components';
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
import { type OpsQuotation, QUOTATION_SORTS, QUOTATION_STATUSES } from '@portal/shared/contract';
import { useState } from 'react';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { OPS_CONSOLE_RULES } from '../ops-rules';
import { useQueueText } from '../queue/use-queue-text';
import { waited } from '../queue/waited';
import { QuotationDecisionDialog, type QuotationDecisionKind } from './quotation-decision-dialog';
import { ANY_STATUS, quotationListQuery } from './quotation-queries';
import { serviceNames } from './service-names';

const FILTER_KEYS = ['status'] as const;
type Sort = (typeof QUOTATION_SORTS)[number];

const useStyles = makeStyles({
  row: { display: 'inline-flex', gap: '4px', flexWrap: 'wrap', alignItems: 'center' },
  card: { display: 'grid', gap: '6px', paddingBlock: '8px', paddingInlineStart: '8px' },
  nowrap: { whiteSpace: 'nowrap' },
});

/**
 * /ops/quotations (read ops_quotations): quotations priced above the automatic approval limit, submitted and oldest
 * first, each with its company, total, services and the time it has waited; approve, or reject with a reason the
 * company sees (the approve endpoint's rule). At 390 px each quotation is a card.
 */
export function QuotationsPage() {
  const styles = useStyles();
  const { t } = useOpsTranslation();
  const text = useQueueText();
  const language = useCurrentLanguage();
  const narrow = useNarrow();
  const rule = OPS_CONSOLE_RULES.quotationsDecide;
  const mayDecide = useAppAbility().can(rule.action, rule.subject);
  const [open, setOpen] = useState<{ quotation: OpsQuotation; kind: QuotationDecisionKind } | null>(null);
  const now = new Date();

  const company = (x: OpsQuotation) => localizedName(x.company.name, language);
  const amount = (x: OpsQuotation) => <strong className={styles.nowrap}>{text.sar(x.price.total)}</strong>;
  const services = (x: OpsQuotation) => serviceNames(x, language);
  const wait = (x: OpsQuotation) => (
    <span data-testid="quotation-waited">
      {text.wait(waited(x.created_at, x.decided_at ? new Date(x.decided_at) : now))}
    </span>
  );
  const status = (x: OpsQuotation) => (
    <span className={styles.row}>
      <Badge
        appearance="tint"
        color={x.status === 'approved' ? 'success' : x.status === 'rejected' ? 'danger' : 'warning'}
      >
        {t(`quotations.statuses.${x.status}`)}
      </Badge>
      {x.rejection_reason ? <span>{x.rejection_reason}</span> : null}
    </span>
  );
  const actions = (x: OpsQuotation) =>
    mayDecide && x.status === 'submitted' ? (
      <span className={styles.row}>
        <Button
          appearance="primary"
          size="small"
          icon={<CheckmarkRegular />}
          aria-label={t('quotations.approveOne', { reference: x.reference })}
          onClick={() => setOpen({ quotation: x, kind: 'approve' })}
        >
          {t('quotations.approve')}
        </Button>
        <Button
          size="small"
          icon={<DismissRegular />}
          aria-label={t('quotations.rejectOne', { reference: x.reference })}
          onClick={() => setOpen({ quotation: x, kind: 'reject' })}
        >
          {t('quotations.reject')}
        </Button>
      </span>
    ) : null;

  const wide: DataTableColumn<OpsQuotation, Sort>[] = [
    { key: 'company', header: t('quotations.company'), render: company },
    {
      key: 'reference',
      header: t('quotations.reference'),
      sortKey: 'reference',
      render: (x) => <span dir="ltr">{x.reference}</span>,
    },
    { key: 'amount', header: t('quotations.amount'), sortKey: 'total', render: amount },
    { key: 'services', header: t('quotations.services'), render: services },
    { key: 'waited', header: t('quotations.waited'), sortKey: 'created_at', render: wait },
    { key: 'status', header: t('quotations.status'), sortKey: 'status', render: status },
    { key: 'actions', header: t('quotations.actions'), render: actions },
  ];
  const card: DataTableColumn<OpsQuotation, Sort> = {
    key: 'card',
    header: t('quotations.tableLabel'),
    sortKey: 'created_at',
    render: (x) => (
      <div className={styles.card} data-testid="quotation-card">
        <strong>{company(x)}</strong>
        <span className={styles.row}>
          {amount(x)} · <span dir="ltr">{x.reference}</span>
        </span>
        <span>{services(x)}</span>
        {wait(x)}
        {status(x)}
        {actions(x)}
      </div>
    ),
  };

  return (
    <ListPage
      testId="ops-quotations-page"
      title={t('quotations.title')}
      subtitle={t('quotations.subtitle')}
      access={OPS_CONSOLE_RULES.quotationsRead}
      deniedText={t('common.noAccess')}
      loadFailedText={t('common.loadFailed')}
      listQuery={quotationListQuery}
      filterKeys={FILTER_KEYS}
      toolbar={
        <FilterSelect
          name="status"
          label={t('quotations.status')}
          allLabel={t('quotations.statuses.submitted')}
          options={[
            ...QUOTATION_STATUSES.filter((s) => s !== 'submitted').map((s) => ({
              value: s,
              label: t(`quotations.statuses.${s}`),
            })),
            { value: ANY_STATUS, label: t('quotations.anyStatus') },
          ]}
        />
      }
      tableLabel={t('quotations.tableLabel')}
      sortKeys={QUOTATION_SORTS}
      columns={narrow ? [card] : wide}
      rowKey={(x) => x.id}
      emptyText={t('quotations.empty')}
    >
      {open ? (
        <QuotationDecisionDialog quotation={open.quotation} kind={open.kind} onClose={() => setOpen(null)} />
      ) : null}
    </ListPage>
  );
}
