import { Text } from '@fluentui/react-components';
import { useIdempotencyKeys, useLocalizedName } from '@portal/shared';
import { type Order, OTHER_REASON_CODE, updateOrderStatusBodySchema } from '@portal/shared/contract';
import { FormDialog, FormSelectField, FormTextField, useContractForm } from '@portal/shared/forms';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';
import { useOrderOperation } from '../order-queries';
import { useReasons } from './reason-queries';

/**
 * POST company/orders/updateStatus: the company's only status change, cancel, with a reason picked from the list
 * (public/settings/reason); "other" asks for the words (ADR 0058).
 */
export function CancelDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useOrdersTranslation();
  const local = useLocalizedName();
  // Cancel refunds money: one Idempotency-Key per submission, like every money change.
  const cancel = useOrderOperation('updateStatus');
  const keys = useIdempotencyKeys();
  const reasons = useReasons('cancel');
  const form = useContractForm(updateOrderStatusBodySchema, {
    order_id: order.id,
    status: 'canceled',
    reason_code: undefined,
    reason: '',
  });
  const code = form.watch('reason_code');
  const options = (reasons.data?.items ?? []).map((reason) => ({ value: reason.code, label: local(reason.name) }));
  const needsText = (code ?? OTHER_REASON_CODE) === OTHER_REASON_CODE;
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
        <FormSelectField
          control={form.control}
          name="reason_code"
          label={t('order.ops.reasonLabel')}
          placeholder={t('order.ops.reasonPick')}
          options={options}
        />
        <FormTextField
          control={form.control}
          name="reason"
          label={needsText ? t('order.ops.reasonWords') : t('order.ops.reasonWordsOptional')}
          required={needsText}
          multiline
        />
      </div>
    </FormDialog>
  );
}
