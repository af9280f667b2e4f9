import { Button, Link } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { type DataTableColumn, FilterSelect, ListPage, Reference } from '@portal/shared';
import {
  PACKAGE_RULES,
  QUOTATION_SORTS,
  QUOTATION_STATUSES,
  type Quotation,
  type SortKeyOf,
} from '@portal/shared/contract';
import { useNavigate } from '@portal/shared/router';
import { usePackageRule } from '../../common/package-rules';
import { useQuotationFormat } from '../../common/quotation-format';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';
import { validUntilMs } from '../document/quotation-validity';
import { quotationListQuery } from '../quotation-queries';
import { QuotationStatusBadge } from '../quotation-status-badge';

const FILTER_KEYS = ['status'] as const;
const QUOTE_PATH = '/b2b/packages/quote';
const COMPARE_PATH = '/b2b/packages/quotations/compare';

/** /b2b/packages/quotations (read b2b_packages): the company's quotations, newest first. */
export function QuotationsPage() {
  const { t } = useOrdersTranslation();
  const navigate = useNavigate();
  const can = usePackageRule();
  const format = useQuotationFormat();
  const open = (path: string) => (event: { preventDefault: () => void }) => {
    event.preventDefault();
    navigate(path);
  };
  const quoteButton = can('quotationCreate') ? (
    <Button as="a" appearance="primary" icon={<AddRegular />} href={QUOTE_PATH} onClick={open(QUOTE_PATH)}>
      {t('quotations.list.cta')}
    </Button>
  ) : null;

  const link = (x: Quotation) => {
    const path = `/b2b/packages/quotations/${encodeURIComponent(x.reference)}`;
    return (
      <Link href={path} onClick={open(path)}>
        <Reference>{x.reference}</Reference>
      </Link>
    );
  };
  const total = (x: Quotation) => <span style={{ whiteSpace: 'nowrap' }}>{format.money(x.price.total)}</span>;
  const validUntil = (x: Quotation) => format.date(new Date(validUntilMs(x.valid_until)).toISOString());

  const columns: DataTableColumn<Quotation, SortKeyOf<typeof QUOTATION_SORTS>>[] = [
    { key: 'reference', header: t('quotations.list.reference'), sortKey: 'reference', render: link },
    { key: 'date', header: t('quotations.list.date'), sortKey: 'created_at', render: (x) => format.date(x.created_at) },
    {
      key: 'status',
      header: t('quotations.list.status'),
      sortKey: 'status',
      render: (x) => <QuotationStatusBadge status={x.status} />,
    },
    {
      key: 'total',
      header: t('quotations.list.total'),
      sortKey: 'total',
      render: total,
    },
    { key: 'valid', header: t('quotations.list.validUntil'), render: validUntil },
  ];

  // At 390 px one column holds the whole quotation as a card: its status and total in view without scrolling.
  const card = (x: Quotation) => (
    <div style={{ display: 'grid', gap: 6, paddingBlock: 8 }} data-testid="quotation-card">
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'space-between' }}>
        {link(x)}
        <QuotationStatusBadge status={x.status} />
      </div>
      <strong>{total(x)}</strong>
      <span>
        {format.date(x.created_at)} · {t('quotations.list.validUntil')} {validUntil(x)}
      </span>
    </div>
  );

  return (
    <ListPage
      testId="quotations-page"
      title={t('quotations.pages.quotations')}
      subtitle={t('quotations.list.subtitle')}
      actions={
        <>
          <Button as="a" href={COMPARE_PATH} onClick={open(COMPARE_PATH)}>
            {t('quotations.compare.action')}
          </Button>
          {quoteButton}
        </>
      }
      access={PACKAGE_RULES.quotationsRead}
      deniedText={t('quotations.document.noAccess')}
      listQuery={quotationListQuery}
      filterKeys={FILTER_KEYS}
      toolbar={
        <FilterSelect
          name="status"
          label={t('quotations.list.status')}
          allLabel={t('quotations.list.allStatuses')}
          options={QUOTATION_STATUSES.map((status) => ({ value: status, label: t(`quotations.status.${status}`) }))}
        />
      }
      tableLabel={t('quotations.list.tableLabel')}
      sortKeys={QUOTATION_SORTS}
      columns={columns}
      card={card}
      cardSortKey="created_at"
      rowKey={(x) => x.id}
      emptyText={t('quotations.list.empty')}
      emptyAction={quoteButton}
    />
  );
}
