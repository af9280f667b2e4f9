import { Dropdown, Field, Input, Option } from '@fluentui/react-components';
import type { NumberTextRules } from '@portal/contract';
import { useState } from 'react';
import { Controller, type FieldValues } from 'react-hook-form';
import { ControlledField } from './controlled-field';
import { DateInput } from './date-field/date-input';
import { type FieldBase as Base, fieldProps } from './field-props';
import { useNumberText } from './use-number-text';

function NumberInput({
  label,
  hint,
  required,
  value,
  onChange,
  onBlur,
  rules,
  disabled,
  name,
  message,
}: {
  label: string;
  hint?: string;
  required?: boolean;
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  onBlur: () => void;
  rules: NumberTextRules;
  disabled?: boolean;
  name: string;
  /** The form's message (on submit); the text's own problem shows first, as it is typed. */
  message: string | undefined;
}) {
  const { error, inputProps } = useNumberText(value, onChange, rules);
  return (
    <Field {...fieldProps(label, error ?? message, hint, required)}>
      <Input name={name} disabled={disabled} onBlur={onBlur} {...inputProps} />
    </Field>
  );
}

/**
 * A number typed as text (spec §5): digits, an optional minus, one decimal point (',' and '٫' too), Arabic-Indic
 * digits. Never rewritten: a fraction (without `decimals`) or a value outside min–max is refused with its message.
 */
export function FormNumberField<T extends FieldValues>({
  control,
  name,
  min,
  max,
  decimals = false,
  ...shown
}: Base<T> & { min?: number; max?: number; decimals?: boolean }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          {...shown}
          name={field.name}
          value={field.value as number | null | undefined}
          onChange={field.onChange}
          onBlur={field.onBlur}
          rules={{ min, max, integer: !decimals }}
          message={fieldState.error?.message}
        />
      )}
    />
  );
}

/** `disabled`: shown but not selectable (e.g. a city not serviced, with its note in the label). */
export type SelectOption = { value: string; label: string; disabled?: boolean };

export function FormSelectField<T extends FieldValues>({
  options,
  placeholder,
  disabled,
  ...base
}: Base<T> & { options: SelectOption[]; placeholder?: string }) {
  return (
    <ControlledField {...base}>
      {(field) => {
        const selected = options.find((o) => o.value === field.value);
        return (
          <Dropdown
            name={field.name}
            placeholder={placeholder}
            value={selected?.label ?? ''}
            selectedOptions={selected ? [selected.value] : []}
            onOptionSelect={(_e, data) => field.onChange(data.optionValue ?? null)}
            onBlur={field.onBlur}
            disabled={disabled}
          >
            {options.map((option) => (
              <Option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </Option>
            ))}
          </Dropdown>
        );
      }}
    </ControlledField>
  );
}

/**
 * A date as `YYYY-MM-DD` text, the way the contract carries dates, shown, typed and picked in the interface's
 * language (issue 28.6).
 */
export function FormDateField<T extends FieldValues>({
  min,
  max,
  disabled,
  ...base
}: Base<T> & { min?: string; max?: string }) {
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <ControlledField {...base} problem={problem}>
      {(field) => (
        <DateInput
          name={field.name}
          min={min}
          max={max}
          value={(field.value as string | null | undefined) ?? null}
          onChange={field.onChange}
          onProblem={setProblem}
          onBlur={field.onBlur}
          disabled={disabled}
        />
      )}
    </ControlledField>
  );
}
