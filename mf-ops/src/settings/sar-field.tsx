import { Field, Input } from '@fluentui/react-components';
import { translateMessage, useNumberText } from '@portal/shared';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

const HALALAS_PER_SAR = 100;

/**
 * A halalas value typed in riyals (two decimals at most), as the contract carries money in integer halalas: the
 * form holds halalas, the person sees and types riyals.
 */
export function SarField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  required,
  max,
}: {
  control: Control<T, unknown, FieldValues>;
  name: FieldPath<T>;
  label: string;
  hint?: string;
  required?: boolean;
  max: number;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <SarInput
          label={label}
          hint={hint}
          required={required}
          halalas={field.value as number | null | undefined}
          onChange={field.onChange}
          onBlur={field.onBlur}
          max={max}
          name={field.name}
          message={fieldState.error?.message}
        />
      )}
    />
  );
}

function SarInput(props: {
  label: string;
  hint?: string;
  required?: boolean;
  halalas: number | null | undefined;
  onChange: (halalas: number | null) => void;
  onBlur: () => void;
  max: number;
  name: string;
  message: string | undefined;
}) {
  const riyals =
    props.halalas === null || props.halalas === undefined ? props.halalas : props.halalas / HALALAS_PER_SAR;
  const { error, inputProps } = useNumberText(
    riyals,
    (value) => props.onChange(value === null || Number.isNaN(value) ? value : Math.round(value * HALALAS_PER_SAR)),
    { min: 0, max: props.max / HALALAS_PER_SAR, integer: false },
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
      <Input name={props.name} onBlur={props.onBlur} {...inputProps} />
    </Field>
  );
}
