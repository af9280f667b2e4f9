import { MessageBar, MessageBarBody, Spinner, Text } from '@fluentui/react-components';
import { PageHeader } from '@portal/shared';
import { useParams } from '@portal/shared/router';
import { BackButton, LoadError, useDetailStyles } from '../../common/detail-page';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';
import { proposalActions } from '../operations/order-actions';
import { OrderOperations } from '../operations/order-operations';
import { ProposalList } from '../operations/proposal-list';
import { ORDERS_PATH } from '../order-links';
import { useOrder } from '../order-queries';
import { useOrderRule } from '../order-rules';
import { OrderStatusBadge } from '../order-status-badge';
import { WarrantySection } from '../warranty/warranty-section';
import { OrderEvidenceSection } from './order-evidence';
import { OrderServices } from './order-services';
import { OrderFacts, OrderMoney } from './order-summary';
import { OrderTabs } from './order-tabs';
import { OrderTimeline } from './order-timeline';
import { useCardReturn } from './use-card-return';

/** /b2b/orders/view/:id (route b2b-orders-view-id, read b2b_orders; the id is the order reference). */
export function OrderPage() {
  const { t } = useOrdersTranslation();
  const styles = useDetailStyles();
  const { id: reference = '' } = useParams();
  const can = useOrderRule();
  const details = useOrder(reference, can('ordersRead'));
  useCardReturn(details.data?.order, can('paymentCheck'));

  const back = <BackButton to={ORDERS_PATH}>{t('order.view.backToList')}</BackButton>;
  const shell = (body: React.ReactNode) => (
    <section className={styles.page} data-testid="order-page">
      <PageHeader title={t('pages.orderDetails')} actions={back} />
      {body}
    </section>
  );

  if (!can('ordersRead')) {
    return shell(
      <MessageBar intent="warning">
        <MessageBarBody>{t('order.list.noAccess')}</MessageBarBody>
      </MessageBar>,
    );
  }
  if (details.isError) {
    return shell(
      <LoadError
        error={details.error}
        notFoundHint={t('order.view.notFoundHint')}
        failed={t('order.view.loadFailed')}
        retry={{ label: t('order.view.retry'), run: () => void details.refetch() }}
      />,
    );
  }
  if (!details.data) return shell(<Spinner />);

  const current = details.data;
  const { order } = current;
  return (
    <section className={styles.page} data-testid="order-page">
      <PageHeader title={order.reference} subtitle={<OrderStatusBadge status={order.status} />} actions={back} />
      <OrderOperations details={current} />
      <WarrantySection details={current} />
      <ProposalList
        order={order}
        proposals={current.proposals}
        actions={proposalActions(order, current.proposals, can)}
      />
      <div className={styles.columns}>
        <OrderFacts order={order} />
        <OrderMoney order={order} offer={current.offer} />
      </div>
      <div className={styles.columns}>
        <OrderServices order={order} />
        <section style={{ display: 'grid', gap: 8, alignContent: 'start' }}>
          <Text as="h2" size={500} weight="semibold">
            {t('order.view.timeline')}
          </Text>
          <OrderTimeline history={current.history} />
        </section>
      </div>
      <OrderEvidenceSection order={order} enabled={can('ordersRead')} />
      <OrderTabs details={current} />
    </section>
  );
}
