import { Text } from '@fluentui/react-components';
import { useIdempotencyKeys } from '@portal/shared';
import { type Order, updateOrderStatusBodySchema } from '@portal/shared/contract';
import { FormDialog, FormTextField, useContractForm } from '@portal/shared/forms';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';
import { useOrderOperation } from '../order-queries';

/** POST company/orders/updateStatus: the company's only status change, cancel, with a reason. */
export function CancelDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useOrdersTranslation();
  // Cancel refunds money: one Idempotency-Key per submission, like every money change.
  const cancel = useOrderOperation('updateStatus');
  const keys = useIdempotencyKeys();
  const form = useContractForm(updateOrderStatusBodySchema, { order_id: order.id, status: 'canceled', reason: '' });
  return (
    <FormDialog
      title={t('order.ops.cancelTitle', { reference: order.reference })}
      form={form}
      onSubmit={(body) => cancel.mutateAsync({ body, headers: keys.headerFor(JSON.stringify(body)) })}
      success="updated"
      onClose={onClose}
      submitLabel={t('order.ops.confirmCancel')}
      showFailure
    >
      <div style={{ display: 'grid', gap: 12 }}>
        {order.total_paid > 0 ? <Text>{t('order.ops.cancelText')}</Text> : null}
        <FormTextField control={form.control} name="reason" label={t('order.ops.reasonLabel')} required multiline />
      </div>
    </FormDialog>
  );
}
