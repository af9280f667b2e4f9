import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  Spinner,
  Text,
} from '@fluentui/react-components';
import { ArrowLeftRegular, ArrowRightRegular } from '@fluentui/react-icons';
import {
  directionOf,
  EmptyState,
  isApiError,
  PageHeader,
  useCommonTranslation,
  useCurrentLanguage,
} from '@portal/shared';
import { useParams } from 'react-router';
import { useOpen } from '../../common/package-links';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';
import { proposalActions } from '../operations/order-actions';
import { OrderOperations } from '../operations/order-operations';
import { ProposalList } from '../operations/proposal-list';
import { ORDERS_PATH } from '../order-links';
import { useOrder } from '../order-queries';
import { useOrderRule } from '../order-rules';
import { OrderStatusBadge } from '../order-status-badge';
import { OrderEvidenceSection } from './order-evidence';
import { OrderServices } from './order-services';
import { OrderFacts, OrderMoney } from './order-summary';
import { OrderTabs } from './order-tabs';
import { OrderTimeline } from './order-timeline';
import { useCardReturn } from './use-card-return';

const useStyles = makeStyles({
  page: { display: 'grid', gap: '16px', gridTemplateColumns: 'minmax(0, 1fr)' },
  columns: { display: 'grid', gap: '16px', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 360px), 1fr))' },
});

/** /b2b/orders/view/:id (route b2b-orders-view-id, read b2b_orders; the id is the order reference). */
export function OrderPage() {
  const { t } = useOrdersTranslation();
  const common = useCommonTranslation();
  const styles = useStyles();
  const rtl = directionOf(useCurrentLanguage()) === 'rtl';
  const { id: reference = '' } = useParams();
  const can = useOrderRule();
  const open = useOpen();
  const details = useOrder(reference, can('ordersRead'));
  useCardReturn(details.data?.order, can('paymentCheck'));

  const back = (
    <Button
      as="a"
      appearance="subtle"
      href={ORDERS_PATH}
      onClick={open(ORDERS_PATH)}
      icon={rtl ? <ArrowRightRegular /> : <ArrowLeftRegular />}
    >
      {t('order.view.backToList')}
    </Button>
  );
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
    const notFound = isApiError(details.error) && details.error.kind === 'not-found';
    return shell(
      notFound ? (
        <EmptyState title={common.t('errors.notFoundTitle')} body={t('order.view.notFoundHint')} />
      ) : (
        <MessageBar intent="error">
          <MessageBarBody>{t('order.view.loadFailed')}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void details.refetch()}>{t('order.view.retry')}</Button>
          </MessageBarActions>
        </MessageBar>
      ),
    );
  }
  if (!details.data) return shell(<Spinner />);

  const current = details.data;
  const { order } = current;
  return (
    <section className={styles.page} data-testid="order-page">
      <PageHeader title={order.reference} subtitle={<OrderStatusBadge status={order.status} />} actions={back} />
      <OrderOperations details={current} />
      <ProposalList
        order={order}
        proposals={current.proposals}
        actions={proposalActions(order, current.proposals, can)}
      />
      <div className={styles.columns}>
        <OrderFacts order={order} />
        <OrderMoney order={order} />
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
