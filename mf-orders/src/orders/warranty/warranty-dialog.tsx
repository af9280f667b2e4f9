import { type Order, openWarrantyBodySchema } from '@portal/shared/contract';
import { FormDialog, FormTextField, useContractForm } from '@portal/shared/forms';
import { useNavigate } from '@portal/shared/router';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';
import { VisitTimeFields } from '../add/visit-time-fields';
import { orderPath } from '../order-links';
import { useOrderOperation } from '../order-queries';

/** POST company/orders/warranty: the problem and a free slot at the original's branch for its services. */
export function WarrantyDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useOrdersTranslation();
  const navigate = useNavigate();
  const openWarranty = useOrderOperation('openWarranty');
  const form = useContractForm(openWarrantyBodySchema, { order_id: order.id, problem: '' });
  const date = form.watch('date');
  const services = order.services.map((line) => ({ service_id: line.service_id, quantity: line.quantity }));
  const request = date ? { branch_id: order.branch.id, date, services } : null;
  return (
    <FormDialog
      title={t('order.warranty.dialogTitle', { reference: order.reference })}
      form={form}
      onSubmit={(body) => openWarranty.mutateAsync({ body, headers: {} })}
      success="created"
      // The new visit's page: its own status history starts there, and it links back to this order.
      onSaved={(result) => navigate(orderPath(result.order.reference))}
      onClose={onClose}
      submitLabel={t('order.warranty.confirm')}
      showFailure
    >
      <div style={{ display: 'grid', gap: 12 }}>
        <FormTextField
          control={form.control}
          name="problem"
          label={t('order.warranty.problem')}
          hint={t('order.warranty.problemHint')}
          multiline
          required
        />
        <VisitTimeFields form={form} request={request} />
      </div>
    </FormDialog>
  );
}
