import { type OrderShift, riyadhDate, type TimeSlotsBody } from '@portal/shared/contract';
import { type ContractForm, FormDateField, type useContractForm } from '@portal/shared/forms';
import type * as v from 'valibot';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';
import { SlotPicker } from './slot-picker';

type TimeFields = { date: string; slot: string; shift: OrderShift };
type AnySchema = Parameters<typeof useContractForm>[0];

/**
 * When the visit happens: a date (today or later, Riyadh time) and a free slot of that day, in every form that books
 * a visit (one-time order, package visit, reschedule, warranty). Picking a slot sets the slot and its shift.
 */
export function VisitTimeFields<S extends AnySchema>({
  form,
  request,
}: {
  /** A form whose fields include date, slot and shift (its schema says so; TypeScript cannot see it through S). */
  form: ContractForm<S>;
  /** Branch, date and services; null while one of them is missing. */
  request: TimeSlotsBody | null;
}) {
  const { t } = useOrdersTranslation();
  const fields = form as unknown as ContractForm<v.GenericSchema<TimeFields, TimeFields>>;
  const slot = fields.watch('slot');
  const shift = fields.watch('shift');
  const errors = fields.formState.errors;
  return (
    <>
      <FormDateField
        control={fields.control}
        name="date"
        label={t('order.add.date')}
        required
        min={riyadhDate(new Date())}
      />
      <SlotPicker
        request={request}
        value={slot && shift ? { slot, shift } : null}
        onChange={(picked) => {
          fields.setValue('slot', picked?.slot ?? '', { shouldValidate: fields.formState.isSubmitted });
          if (picked) fields.setValue('shift', picked.shift);
          fields.clearErrors('slot');
        }}
        error={errors.slot?.message ?? errors.shift?.message}
      />
    </>
  );
}
