import { Button } from '@fluentui/react-components';
import { notify } from '@portal/shared';
import type { OrderDetails } from '@portal/shared/contract';
import { lazy, Suspense, useState } from 'react';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';
import { useOrderText } from '../order-labels';
import { useOrderOperation } from '../order-queries';
import { useOrderRule } from '../order-rules';
import { type OrderAction, orderActions } from './order-actions';
import { PayDialog } from './pay-dialog';

// The form dialogs (react-hook-form, @portal/shared/forms) are fetched when one is opened, not with the order page
// (issue 29.2: a page's start carries only what its first screen runs).
const CancelDialog = lazy(() => import('./cancel-dialog').then((m) => ({ default: m.CancelDialog })));
const RateDialog = lazy(() => import('./rate-dialog').then((m) => ({ default: m.RateDialog })));
const RescheduleDialog = lazy(() => import('./reschedule-dialog').then((m) => ({ default: m.RescheduleDialog })));

/** The order page's operation buttons: only those the machine and the user's abilities allow (order-actions). */
export function OrderOperations({ details }: { details: OrderDetails }) {
  const { t } = useOrdersTranslation();
  const text = useOrderText();
  const can = useOrderRule();
  const { order } = details;
  const [open, setOpen] = useState<OrderAction | null>(null);
  const check = useOrderOperation('checkPayment');
  const actions = orderActions(order, can);
  if (actions.length === 0) return null;
  const close = () => setOpen(null);
  const labels: Record<OrderAction, string> = {
    pay: t('order.ops.pay', { amount: text.sar(order.total_due) }),
    check_payment: t('order.ops.checkPayment'),
    reschedule: t('order.ops.reschedule'),
    rate: t('order.ops.rate'),
    cancel: t('order.ops.cancel'),
  };
  const run = (action: OrderAction) => {
    if (action !== 'check_payment') return setOpen(action);
    check.mutate(
      { body: { order_id: order.id }, headers: {} },
      { onSuccess: (result) => notify.success(result.message || t('order.ops.checked')) },
    );
  };
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }} data-testid="order-operations">
      {actions.map((action) => (
        <Button
          key={action}
          appearance={action === 'pay' || action === 'rate' ? 'primary' : 'secondary'}
          disabled={action === 'check_payment' && check.isPending}
          onClick={() => run(action)}
        >
          {labels[action]}
        </Button>
      ))}
      <Suspense fallback={null}>
        {open === 'cancel' ? <CancelDialog order={order} onClose={close} /> : null}
        {open === 'reschedule' ? <RescheduleDialog order={order} onClose={close} /> : null}
        {open === 'rate' ? <RateDialog order={order} onClose={close} /> : null}
      </Suspense>
      {open === 'pay' ? <PayDialog order={order} onClose={close} /> : null}
    </div>
  );
}
