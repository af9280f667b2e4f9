import { Button, Link } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import {
  type DataTableColumn,
  DateRangeFilter,
  ExportMenu,
  FilterSelect,
  ListPage,
  Reference,
  useAppAbility,
} from '@portal/shared';
import {
  ORDER_PATHS,
  ORDER_SORTS,
  ORDER_STATUSES,
  ORDER_TYPES,
  type OrderListItem,
  PAYMENT_STATUSES,
  type SortKeyOf,
} from '@portal/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { FoldedFilters } from '../../common/folded-filters';
import { branchChoicesQuery } from '../../common/location-queries';
import { PaymentStatusBadge } from '../../common/package-badges';
import { useOpen } from '../../common/package-links';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';
import { DraftNotice } from '../drafts/draft-notice';
import { useOrderText } from '../order-labels';
import { ADD_ORDER_PATH, orderPath } from '../order-links';
import { useOrderRule } from '../order-rules';
import { OrderStatusBadge } from '../order-status-badge';
import { orderList } from './order-list-query';

const badges = { display: 'flex', flexWrap: 'wrap', gap: 4 } as const;

/** The branch filter, offered only with read b2b_branches (its list would otherwise answer 403). */
function BranchFilter() {
  const { t } = useOrdersTranslation();
  const canRead = useAppAbility().can('read', 'b2b_branches');
  const branches = useQuery({ ...branchChoicesQuery(''), enabled: canRead });
  if (!canRead) return null;
  return (
    <FilterSelect
      name="branch_id"
      label={t('order.list.branch')}
      allLabel={t('order.list.allBranches')}
      options={(branches.data?.items ?? []).map((branch) => ({ value: branch.id, label: branch.name }))}
    />
  );
}

/** /b2b/orders (read b2b_orders): every order with its visit, total, status and payment status. */
export function OrdersPage() {
  const { t } = useOrdersTranslation();
  const text = useOrderText();
  const can = useOrderRule();
  const open = useOpen();

  const newButton = can('orderCreate') ? (
    <Button as="a" appearance="primary" icon={<AddRegular />} href={ADD_ORDER_PATH} onClick={open(ADD_ORDER_PATH)}>
      {t('order.list.newOrder')}
    </Button>
  ) : null;
  const link = (x: OrderListItem) => (
    <Link href={orderPath(x.reference)} onClick={open(orderPath(x.reference))}>
      <Reference>{x.reference}</Reference>
    </Link>
  );
  const visit = (x: OrderListItem) => (
    <span style={{ whiteSpace: 'nowrap' }}>
      {text.day(x.date)} · <span dir="ltr">{x.time}</span>
    </span>
  );

  const wide: DataTableColumn<OrderListItem, SortKeyOf<typeof ORDER_SORTS>>[] = [
    { key: 'reference', header: t('order.list.reference'), sortKey: 'reference', render: link },
    { key: 'type', header: t('order.list.type'), render: (x) => text.label('type', x.type) },
    { key: 'branch', header: t('order.list.branch'), render: (x) => x.branch.name },
    { key: 'date', header: t('order.list.visit'), sortKey: 'date', render: visit },
    {
      key: 'total',
      header: t('order.list.total'),
      sortKey: 'total',
      render: (x) => <span style={{ whiteSpace: 'nowrap' }}>{text.sar(x.total)}</span>,
    },
    {
      key: 'status',
      header: t('order.list.status'),
      sortKey: 'status',
      render: (x) => (
        <div style={badges}>
          <OrderStatusBadge status={x.status} />
          <PaymentStatusBadge status={x.payment_status} />
        </div>
      ),
    },
  ];

  // At 390 px one column holds the whole order as a card.
  const card = (x: OrderListItem) => (
    <div style={{ display: 'grid', gap: 6, paddingBlock: 8 }} data-testid="order-card">
      {link(x)}
      <span>
        {text.label('type', x.type)} · {x.branch.name}
      </span>
      {visit(x)}
      <strong>{text.sar(x.total)}</strong>
      <div style={badges}>
        <OrderStatusBadge status={x.status} />
        <PaymentStatusBadge status={x.payment_status} />
      </div>
    </div>
  );

  return (
    <ListPage
      testId="orders-page"
      title={t('pages.orders')}
      subtitle={t('order.list.subtitle')}
      actions={newButton}
      notice={<DraftNotice />}
      deniedText={t('order.list.noAccess')}
      loadFailedText={t('order.list.loadFailed')}
      {...orderList}
      toolbar={
        <FoldedFilters keys={orderList.filterKeys}>
          <FilterSelect
            name="status"
            label={t('order.list.status')}
            allLabel={t('order.list.allStatuses')}
            options={ORDER_STATUSES.map((value) => ({ value, label: text.label('status', value) }))}
          />
          <FilterSelect
            name="type"
            label={t('order.list.type')}
            allLabel={t('order.list.allTypes')}
            options={ORDER_TYPES.map((value) => ({ value, label: text.label('type', value) }))}
          />
          <BranchFilter />
          <FilterSelect
            name="payment_status"
            label={t('order.list.paymentStatus')}
            allLabel={t('order.list.allPayments')}
            options={PAYMENT_STATUSES.map((value) => ({ value, label: text.paymentStatus(value) }))}
          />
          <DateRangeFilter fromLabel={t('order.list.dateFrom')} toLabel={t('order.list.dateTo')} />
        </FoldedFilters>
      }
      renderExport={
        can('ordersExport')
          ? (query) => <ExportMenu path={`/${ORDER_PATHS.export}`} name="orders" query={query} />
          : undefined
      }
      tableLabel={t('order.list.tableLabel')}
      sortKeys={ORDER_SORTS}
      columns={wide}
      card={card}
      cardSortKey="created_at"
      rowKey={(x) => x.id}
      emptyText={t('order.list.empty')}
      emptyAction={newButton}
    />
  );
}
