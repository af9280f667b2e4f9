import { Badge } from '@fluentui/react-components';
import { type DataTableColumn, ExportMenu, endpointList } from '@portal/shared';
import {
  INVOICE_ENDPOINTS,
  INVOICE_KINDS,
  INVOICE_SORT_KEYS,
  type InvoiceListItem,
  PAYMENT_STATUSES,
  type SortKeyOf,
} from '@portal/shared/contract';
import { useAccountingTranslation } from '../i18n/use-accounting-translation';
import { Amount } from '../money/amount';
import { DateRangeFilter, VocabularyFilter } from '../money/list-filters';
import { MoneyCard } from '../money/money-card';
import { PaymentStatusBadge, useMoneyColumns } from '../money/money-columns';
import { useMoneyLabel } from '../money/money-labels';
import { MoneyListPage } from '../money/money-list-page';
import { INVOICES_KEY } from '../money/money-queries';
import { useDateTime } from '../money/use-money';
import { ClearanceBadge } from './clearance-badge';
import { InvoiceLink } from './invoice-link';
import { INVOICES_EXPORT_PATH } from './invoice-queries';

// An invoice is never 'none' (that is a refused card payment): the filter offers real choices only.
const INVOICE_STATUSES = PAYMENT_STATUSES.filter((status) => status !== 'none');
const invoiceList = endpointList(INVOICE_ENDPOINTS.list, {
  key: INVOICES_KEY,
  filterKeys: ['kind', 'status', 'date_from', 'date_to'],
});

/** /b2b/invoices (read b2b_invoices): the company's tax invoices. */
export function InvoicesPage() {
  const { t } = useAccountingTranslation();
  const { amount, paymentStatus } = useMoneyColumns();
  const dateTime = useDateTime();
  const label = useMoneyLabel();

  // A credit note is listed with the invoices, told apart by its badge (ADR 0061).
  const number = (x: InvoiceListItem) => (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 6, alignItems: 'center' }}>
      <InvoiceLink id={x.id} code={x.code} />
      {x.document_type === 'credit_note' ? (
        <Badge appearance="tint" color="informative" data-testid="credit-note-badge">
          {t('invoices.creditNote')}
        </Badge>
      ) : null}
    </span>
  );
  const columns: DataTableColumn<InvoiceListItem, SortKeyOf<typeof INVOICE_SORT_KEYS>>[] = [
    { key: 'number', header: t('invoices.number'), sortKey: 'number', render: number },
    { key: 'date', header: t('common.date'), sortKey: 'issued_at', render: (x) => dateTime(x.issued_at) },
    { key: 'kind', header: t('invoices.kind'), render: (x) => label('invoiceKind', x.kind) },
    paymentStatus(),
    { key: 'clearance', header: t('invoices.clearance'), render: (x) => <ClearanceBadge clearance={x.clearance} /> },
    amount('total', t('invoices.total'), (x) => x.total, 'total'),
    amount('due', t('invoices.due'), (x) => x.due),
  ];
  // At 390 px: the number and status on top, the total and the amount due as lines of their own (issue 28.1).
  const card = (x: InvoiceListItem) => (
    <MoneyCard
      title={number(x)}
      badge={
        <>
          <PaymentStatusBadge row={x} /> <ClearanceBadge clearance={x.clearance} />
        </>
      }
      notes={[`${dateTime(x.issued_at)} · ${label('invoiceKind', x.kind)}`]}
      facts={[
        { key: 'total', label: t('invoices.total'), value: <Amount halalas={x.total} /> },
        { key: 'due', label: t('invoices.due'), value: <Amount halalas={x.due} /> },
      ]}
    />
  );

  return (
    <MoneyListPage
      testId="invoices-page"
      title={t('pages.invoices')}
      subtitle={t('invoices.subtitle')}
      {...invoiceList}
      toolbar={
        <>
          <VocabularyFilter name="kind" label={t('invoices.kind')} set="invoiceKind" values={INVOICE_KINDS} />
          <VocabularyFilter name="status" label={t('common.status')} set="paymentStatus" values={INVOICE_STATUSES} />
          <DateRangeFilter />
        </>
      }
      renderExport={(query) => <ExportMenu path={INVOICES_EXPORT_PATH} name="invoices" query={query} />}
      tableLabel={t('invoices.tableLabel')}
      sortKeys={INVOICE_SORT_KEYS}
      columns={columns}
      card={card}
      cardSortKey="issued_at"
      emptyText={t('invoices.empty')}
    />
  );
}
