import { Dropdown, Field, Option, Spinner, Text } from '@fluentui/react-components';
import { translateMessage } from '@portal/shared';
import type { OrderShift, TimeSlotsBody } from '@portal/shared/contract';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';
import { useOrderText } from '../order-labels';
import { useTimeSlots } from '../order-queries';
import { useOrderRule } from '../order-rules';

type PickedSlot = { slot: string; shift: OrderShift } | null;

type Props = {
  /** Branch, date and services; null while one of them is missing. */
  request: TimeSlotsBody | null;
  value: PickedSlot;
  onChange: (value: PickedSlot) => void;
  /** A contract message key on the slot (the form's or the API's). */
  error?: string | undefined;
};

/** The free slots of the day from company/timeslots/generate (providers' hours minus their bookings). */
export function SlotPicker({ request, value, onChange, error }: Props) {
  const { t } = useOrdersTranslation();
  const text = useOrderText();
  const can = useOrderRule();
  const slots = useTimeSlots(request, can('orderCreate'));
  const options = slots.data?.slots ?? [];
  const label = (start: string, end: string, shift: OrderShift) => `${start}–${end} · ${text.label('shift', shift)}`;
  const selected = options.find((option) => option.start === value?.slot);
  const hint = !request
    ? t('order.add.slotsHint')
    : slots.isFetching
      ? t('order.add.loadingSlots')
      : slots.isSuccess && options.length === 0
        ? t('order.add.noSlots')
        : slots.isError
          ? slots.error.message
          : undefined;
  return (
    <Field
      label={t('order.add.slot')}
      required
      hint={hint}
      validationState={error ? 'error' : undefined}
      validationMessage={translateMessage(error)}
    >
      <Dropdown
        data-testid="slot-picker"
        disabled={options.length === 0}
        value={selected ? label(selected.start, selected.end, selected.shift) : (value?.slot ?? '')}
        selectedOptions={selected ? [selected.start] : []}
        onOptionSelect={(_e, data) => {
          const slot = options.find((option) => option.start === data.optionValue);
          onChange(slot ? { slot: slot.start, shift: slot.shift } : null);
        }}
      >
        {options.map((option) => (
          <Option key={option.start} value={option.start} text={label(option.start, option.end, option.shift)}>
            <span dir="ltr">
              {option.start}–{option.end}
            </span>
            <Text>· {text.label('shift', option.shift)}</Text>
          </Option>
        ))}
      </Dropdown>
      {slots.isFetching ? <Spinner size="tiny" /> : null}
    </Field>
  );
}
