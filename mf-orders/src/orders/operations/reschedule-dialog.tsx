import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { type Order, rescheduleOrderBodySchema } from '@portal/shared/contract';
import { FormDialog, FormTextField, useContractForm } from '@portal/shared/forms';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';
import { VisitTimeFields } from '../add/visit-time-fields';
import { useOrderOperation } from '../order-queries';
import { isLateReschedule } from './order-actions';

/** POST company/orders/rescheduleOrder: a new date and a free slot for the same branch and services. */
export function RescheduleDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useOrdersTranslation();
  const reschedule = useOrderOperation('rescheduleOrder');
  const form = useContractForm(rescheduleOrderBodySchema, { order_id: order.id, reason: '' });
  const date = form.watch('date');
  const services = order.services.map((line) => ({ service_id: line.service_id, quantity: line.quantity }));
  const request = date ? { branch_id: order.branch.id, date, services } : null;
  return (
    <FormDialog
      title={t('order.ops.rescheduleTitle', { reference: order.reference })}
      form={form}
      onSubmit={(body) => reschedule.mutateAsync({ body, headers: {} })}
      success="updated"
      onClose={onClose}
      submitLabel={t('order.ops.confirmReschedule')}
      showFailure
    >
      <div style={{ display: 'grid', gap: 12 }}>
        {isLateReschedule(order) ? (
          <MessageBar intent="warning">
            <MessageBarBody>{t('order.ops.rescheduleLate')}</MessageBarBody>
          </MessageBar>
        ) : null}
        <VisitTimeFields form={form} request={request} />
        <FormTextField control={form.control} name="reason" label={t('order.ops.reasonLabel')} multiline />
      </div>
    </FormDialog>
  );
}
