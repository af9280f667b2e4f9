import { Field, Rating } from '@fluentui/react-components';
import { translateMessage } from '@portal/shared';
import { type Order, rateOrderBodySchema } from '@portal/shared/contract';
import { FormDialog, FormTextField, useContractForm } from '@portal/shared/forms';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';
import { useOrderOperation } from '../order-queries';

/** POST company/orders/rate: 1–5 stars and an optional comment, once, after completion. */
export function RateDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useOrdersTranslation();
  const rate = useOrderOperation('rate');
  const form = useContractForm(rateOrderBodySchema, { order_id: order.id, comment: '' });
  const stars = form.watch('rating');
  // No star chosen reads "required", not the schema's "must be a number" (the field is not typed in).
  const error =
    form.formState.errors.rating && stars === undefined ? 'validation.required' : form.formState.errors.rating?.message;
  return (
    <FormDialog
      title={t('order.ops.rateTitle', { reference: order.reference })}
      form={form}
      onSubmit={(body) => rate.mutateAsync({ body, headers: {} })}
      success="updated"
      onClose={onClose}
      submitLabel={t('order.ops.confirmRate')}
      showFailure
    >
      <div style={{ display: 'grid', gap: 12 }}>
        <Field
          label={t('order.ops.stars')}
          required
          validationState={error ? 'error' : undefined}
          validationMessage={translateMessage(error)}
        >
          <Rating
            data-testid="rating-stars"
            max={5}
            step={1}
            value={typeof stars === 'number' ? stars : 0}
            itemLabel={(n) => t('order.ops.starsValue', { n, count: n })}
            onChange={(_e, data) => form.setValue('rating', data.value, { shouldValidate: form.formState.isSubmitted })}
          />
        </Field>
        <FormTextField control={form.control} name="comment" label={t('order.ops.comment')} multiline />
      </div>
    </FormDialog>
  );
}
