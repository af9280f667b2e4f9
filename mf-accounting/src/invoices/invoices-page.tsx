import { Link } from '@fluentui/react-components';
import { DataTable, type DataTableColumn, PageHeader, useListQueryState } from '@portal/shared';
import { INVOICE_KINDS, INVOICE_STATUSES, type InvoiceListItem } from '@portal/shared/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ExportMenu } from '../money/export-menu';
import { ChoiceFilter, DateRangeFilter } from '../money/list-filters';
import { ListSection } from '../money/list-section';
import { useMoneyLabel } from '../money/money-labels';
import { INVOICES_KEY } from '../money/money-queries';
import { useMoneyRule } from '../money/money-rules';
import { StatusBadge } from '../money/status-badge';
import { useDateTime, useMoney } from '../money/use-money';
import { useMoneyList } from '../money/use-money-list';
import { INVOICE_PATH } from './invoice-queries';

const FILTER_KEYS = ['kind', 'status', 'date_from', 'date_to'] as const;

/** /b2b/invoices (read b2b_invoices): the company's tax invoices. */
export function InvoicesPage() {
  const { t } = useTranslation('accounting');
  const navigate = useNavigate();
  const can = useMoneyRule();
  const money = useMoney();
  const dateTime = useDateTime();
  const label = useMoneyLabel();
  const { state, query, update } = useListQueryState(FILTER_KEYS);
  const list = useMoneyList<InvoiceListItem>(INVOICES_KEY, INVOICE_PATH, query, can('invoicesRead'));
  const open = (invoice: InvoiceListItem) => navigate(`/b2b/invoices/${invoice.id}`);

  const columns: DataTableColumn<InvoiceListItem>[] = [
    {
      key: 'number',
      header: t('invoices.number'),
      sortKey: 'number',
      render: (x) => (
        <Link
          href={`/b2b/invoices/${x.id}`}
          dir="ltr"
          onClick={(event) => {
            event.preventDefault();
            event.stopPropagation();
            open(x);
          }}
        >
          {x.code}
        </Link>
      ),
    },
    { key: 'date', header: t('common.date'), sortKey: 'issued_at', render: (x) => dateTime(x.issued_at) },
    { key: 'kind', header: t('invoices.kind'), render: (x) => label('invoiceKind', x.kind) },
    {
      key: 'status',
      header: t('common.status'),
      sortKey: 'status',
      render: (x) => <StatusBadge set="paymentStatus" value={x.status} />,
    },
    {
      key: 'total',
      header: t('invoices.total'),
      sortKey: 'total',
      render: (x) => <span style={{ whiteSpace: 'nowrap' }}>{money(x.total)}</span>,
    },
    {
      key: 'due',
      header: t('invoices.due'),
      render: (x) => <span style={{ whiteSpace: 'nowrap' }}>{money(x.due)}</span>,
    },
  ];

  return (
    <section data-testid="invoices-page">
      <PageHeader title={t('pages.invoices')} subtitle={t('invoices.subtitle')} />
      <ListSection allowed={can('invoicesRead')} failed={list.isError}>
        <DataTable
          label={t('invoices.tableLabel')}
          columns={columns}
          rows={list.data?.items}
          rowKey={(x) => x.id}
          total={list.data?.total ?? 0}
          loading={list.isFetching}
          state={state}
          onChange={update}
          emptyText={t('invoices.empty')}
          onRowClick={open}
          toolbar={
            <>
              <ChoiceFilter
                name="kind"
                label={t('invoices.kind')}
                set="invoiceKind"
                values={INVOICE_KINDS}
                filters={state.filters}
                onChange={update}
              />
              <ChoiceFilter
                name="status"
                label={t('common.status')}
                set="paymentStatus"
                values={INVOICE_STATUSES}
                filters={state.filters}
                onChange={update}
              />
              <DateRangeFilter filters={state.filters} onChange={update} />
              {can('invoicesExport') ? (
                <ExportMenu path={`${INVOICE_PATH}/export`} name="invoices" query={query} />
              ) : null}
            </>
          }
        />
      </ListSection>
    </section>
  );
}
