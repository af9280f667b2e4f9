import { Button, Link } from '@fluentui/react-components';
import { AddRegular, DocumentAddRegular } from '@fluentui/react-icons';
import { type DataTableColumn, ExportMenu, FilterSelect, ListPage, Reference, useLocalizedName } from '@portal/shared';
import {
  type CompanyPackage,
  PACKAGE_PATHS,
  PACKAGE_RULES,
  PACKAGE_SORTS,
  PACKAGE_STATUSES,
  PACKAGE_TYPES,
  type SortKeyOf,
} from '@portal/shared/contract';
import { FoldedFilters } from '../../common/folded-filters';
import { NeedActionBadge, PackageStatusBadge, PaymentStatusBadge } from '../../common/package-badges';
import { BUY_PATH, packagePath, QUOTE_PATH, useOpen } from '../../common/package-links';
import { usePackageRule } from '../../common/package-rules';
import { useQuotationFormat } from '../../common/quotation-format';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';
import { packageListQuery } from '../package-queries';
import { PackageUsage } from '../package-usage';

const FILTER_KEYS = ['status', 'type', 'is_active'] as const;

/** /b2b/packages (read b2b_packages): the company's packages with their balance, period and statuses. */
export function PackagesPage() {
  const { t } = useOrdersTranslation();
  const can = usePackageRule();
  const open = useOpen();
  const format = useQuotationFormat();
  const local = useLocalizedName();
  const day = (value: string | null) =>
    value ? format.date(`${value}T12:00:00+03:00`) : t('packages.list.notStarted');

  const buyButton = can('packageBuy') ? (
    <Button as="a" appearance="primary" icon={<AddRegular />} href={BUY_PATH} onClick={open(BUY_PATH)}>
      {t('packages.list.buy')}
    </Button>
  ) : null;
  const quoteButton = can('quotationCreate') ? (
    <Button as="a" icon={<DocumentAddRegular />} href={QUOTE_PATH} onClick={open(QUOTE_PATH)}>
      {t('packages.list.quote')}
    </Button>
  ) : null;

  const wide: DataTableColumn<CompanyPackage, SortKeyOf<typeof PACKAGE_SORTS>>[] = [
    {
      key: 'reference',
      header: t('packages.list.reference'),
      sortKey: 'reference',
      render: (x) => (
        <div style={{ display: 'grid', gap: 4, justifyItems: 'start' }}>
          <Link href={packagePath(x.reference)} onClick={open(packagePath(x.reference))}>
            {local(x.name)}
          </Link>
          <Reference>{x.reference}</Reference>
          {x.need_action ? <NeedActionBadge /> : null}
        </div>
      ),
    },
    { key: 'type', header: t('packages.list.type'), render: (x) => t(`packages.type.${x.type}`) },
    { key: 'balance', header: t('packages.list.balance'), render: (x) => <PackageUsage pkg={x} /> },
    { key: 'period', header: t('packages.list.period'), render: (x) => format.period(x.period_months) },
    { key: 'starts', header: t('packages.list.starts'), render: (x) => day(x.starts_on) },
    { key: 'ends', header: t('packages.list.ends'), sortKey: 'ends_on', render: (x) => day(x.ends_on) },
    {
      key: 'status',
      header: t('packages.list.status'),
      sortKey: 'status',
      render: (x) => (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
          <PackageStatusBadge status={x.status} />
          <PaymentStatusBadge status={x.payment_status} />
        </div>
      ),
    },
  ];

  // At 390 px one column holds the whole package as a card (name, balance, period, dates, badges).
  const card = (x: CompanyPackage) => (
    <div style={{ display: 'grid', gap: 6, paddingBlock: 8 }} data-testid="package-card">
      <Link href={packagePath(x.reference)} onClick={open(packagePath(x.reference))}>
        {local(x.name)}
      </Link>
      <Reference>{x.reference}</Reference>
      <span>
        {t(`packages.type.${x.type}`)} · {format.period(x.period_months)}
      </span>
      <PackageUsage pkg={x} />
      <span>
        {day(x.starts_on)} – {day(x.ends_on)}
      </span>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
        <PackageStatusBadge status={x.status} />
        <PaymentStatusBadge status={x.payment_status} />
        {x.need_action ? <NeedActionBadge /> : null}
      </div>
    </div>
  );

  return (
    <ListPage
      testId="packages-page"
      title={t('packages.pages.packages')}
      subtitle={t('packages.list.subtitle')}
      actions={
        <>
          {quoteButton}
          {buyButton}
        </>
      }
      access={PACKAGE_RULES.packagesRead}
      deniedText={t('packages.list.noAccess')}
      listQuery={packageListQuery}
      filterKeys={FILTER_KEYS}
      toolbar={
        <FoldedFilters keys={FILTER_KEYS}>
          <FilterSelect
            name="status"
            label={t('packages.list.status')}
            allLabel={t('packages.list.allStatuses')}
            options={PACKAGE_STATUSES.filter((status) => status !== 'published').map((status) => ({
              value: status,
              label: t(`packages.status.${status}`),
            }))}
          />
          <FilterSelect
            name="type"
            label={t('packages.list.type')}
            allLabel={t('packages.list.allTypes')}
            options={PACKAGE_TYPES.map((type) => ({ value: type, label: t(`packages.type.${type}`) }))}
          />
          <FilterSelect
            name="is_active"
            label={t('packages.list.activity')}
            allLabel={t('packages.list.allActivity')}
            options={[
              { value: 'true', label: t('packages.list.onlyActive') },
              { value: 'false', label: t('packages.list.onlyInactive') },
            ]}
          />
        </FoldedFilters>
      }
      renderExport={
        can('packagesExport')
          ? (query) => <ExportMenu path={`/${PACKAGE_PATHS.export}`} name="packages" query={query} />
          : undefined
      }
      tableLabel={t('packages.list.tableLabel')}
      sortKeys={PACKAGE_SORTS}
      columns={wide}
      card={card}
      cardSortKey="created_at"
      rowKey={(x) => x.id}
      emptyText={t('packages.list.empty')}
      emptyAction={
        buyButton || quoteButton ? (
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'center' }}>
            {quoteButton}
            {buyButton}
          </div>
        ) : null
      }
    />
  );
}
