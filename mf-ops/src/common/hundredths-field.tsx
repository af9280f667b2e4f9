import { Field, Input } from '@fluentui/react-components';
import { translateMessage, useNumberText } from '@portal/shared';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

const HUNDRED = 100;

/** value × 100 as the whole number it stands for (12.34 × 100 is 1233.9999…), or as is when it has more decimals. */
const hundredthsOf = (value: number) => {
  const scaled = value * HUNDRED;
  const whole = Math.round(scaled);
  return Math.abs(scaled - whole) < 1e-6 ? whole : scaled;
};

/**
 * A value the contract carries in hundredths (halalas, basis points) typed in units (riyals, percent), two decimals
 * at most: the form holds the hundredths, the person sees and types the units. A third decimal reaches the form's
 * schema as a fraction, which refuses it with its message (never rounded away in silence).
 */
export function HundredthsField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  required,
  max,
  disabled,
}: {
  control: Control<T, unknown, FieldValues>;
  name: FieldPath<T>;
  label: string;
  hint?: string;
  required?: boolean;
  /** In hundredths. */
  max: number;
  disabled?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <HundredthsInput
          label={label}
          hint={hint}
          required={required}
          hundredths={field.value as number | null | undefined}
          onChange={field.onChange}
          onBlur={field.onBlur}
          max={max}
          name={field.name}
          disabled={disabled}
          message={fieldState.error?.message}
        />
      )}
    />
  );
}

function HundredthsInput(props: {
  label: string;
  hint?: string;
  required?: boolean;
  hundredths: number | null | undefined;
  onChange: (hundredths: number | null) => void;
  onBlur: () => void;
  max: number;
  name: string;
  disabled?: boolean;
  message: string | undefined;
}) {
  const units =
    props.hundredths === null || props.hundredths === undefined ? props.hundredths : props.hundredths / HUNDRED;
  const { error, inputProps } = useNumberText(
    units,
    (value) => props.onChange(value === null || Number.isNaN(value) ? value : hundredthsOf(value)),
    { min: 0, max: props.max / HUNDRED, integer: false },
  );
  const message = error ?? props.message;
  return (
    <Field
      label={props.label}
      hint={props.hint}
      required={props.required}
      validationState={message ? 'error' : undefined}
      validationMessage={translateMessage(message)}
    >
      <Input name={props.name} onBlur={props.onBlur} disabled={props.disabled} {...inputProps} />
    </Field>
  );
}
