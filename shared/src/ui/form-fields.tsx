import { Dropdown, Field, Input, type InputProps, Option, Textarea } from '@fluentui/react-components';
import type { NumberTextRules } from '@portal/contract';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { translateMessage } from '../i18n/contract-messages';
import { useNumberText } from './use-number-text';

// react-hook-form + Fluent Field, with the contract's message keys shown in the user's language.

type Base<T extends FieldValues> = {
  // Any submit output: a contract form's fields hold the schema's input, its submit gets the output.
  control: Control<T, unknown, FieldValues>;
  name: FieldPath<T>;
  label: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
};

function fieldProps(label: string, message: string | undefined, hint?: string, required?: boolean) {
  return {
    label,
    hint,
    required,
    validationState: message ? ('error' as const) : undefined,
    validationMessage: translateMessage(message),
  };
}

export function FormTextField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  type = 'text',
  multiline,
  dir,
}: Base<T> & { type?: InputProps['type']; multiline?: boolean; dir?: 'ltr' | 'rtl' }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field {...fieldProps(label, fieldState.error?.message, hint, required)}>
          {multiline ? (
            <Textarea
              name={field.name}
              value={(field.value as string | null | undefined) ?? ''}
              onChange={(_e, data) => field.onChange(data.value)}
              onBlur={field.onBlur}
              disabled={disabled}
              dir={dir}
            />
          ) : (
            <Input
              name={field.name}
              type={type}
              value={(field.value as string | null | undefined) ?? ''}
              onChange={(_e, data) => field.onChange(data.value)}
              onBlur={field.onBlur}
              disabled={disabled}
              dir={dir}
            />
          )}
        </Field>
      )}
    />
  );
}

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
  label,
  hint,
  required,
  disabled,
  min,
  max,
  decimals = false,
}: Base<T> & { min?: number; max?: number; decimals?: boolean }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          hint={hint}
          required={required}
          name={field.name}
          value={field.value as number | null | undefined}
          onChange={field.onChange}
          onBlur={field.onBlur}
          rules={{ min, max, integer: !decimals }}
          disabled={disabled}
          message={fieldState.error?.message}
        />
      )}
    />
  );
}

/** `disabled`: shown but not selectable (e.g. a city not serviced, with its note in the label). */
export type SelectOption = { value: string; label: string; disabled?: boolean };

export function FormSelectField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  options,
  placeholder,
}: Base<T> & { options: SelectOption[]; placeholder?: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const selected = options.find((o) => o.value === field.value);
        return (
          <Field {...fieldProps(label, fieldState.error?.message, hint, required)}>
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
          </Field>
        );
      }}
    />
  );
}

/** A date as `YYYY-MM-DD` text, the way the contract carries dates. */
export function FormDateField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  min,
  max,
}: Base<T> & { min?: string; max?: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field {...fieldProps(label, fieldState.error?.message, hint, required)}>
          <Input
            name={field.name}
            type="date"
            dir="ltr"
            min={min}
            max={max}
            value={(field.value as string | null | undefined) ?? ''}
            onChange={(_e, data) => field.onChange(data.value || null)}
            onBlur={field.onBlur}
            disabled={disabled}
          />
        </Field>
      )}
    />
  );
}
