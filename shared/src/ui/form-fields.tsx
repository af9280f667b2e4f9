import { Dropdown, Field, Input, Option } from '@fluentui/react-components';
import type { NumberTextRules } from '@portal/contract';
import { Controller, type FieldValues } from 'react-hook-form';
import { formatDay } from '../i18n/format';
import { useCurrentLanguage } from '../i18n/localized-name';
import { ControlledField } from './controlled-field';
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

/** A date as `YYYY-MM-DD` text, the way the contract carries dates. */
export function FormDateField<T extends FieldValues>({
  min,
  max,
  disabled,
  ...base
}: Base<T> & { min?: string; max?: string }) {
  const language = useCurrentLanguage();
  return (
    // The chosen day said in the portal's language under the field (issue 28.6): the browser's date field shows
    // the browser's locale.
    <ControlledField {...base} hintOf={(value) => dayReadout(value, language)}>
      {(field) => (
        <Input
          name={field.name}
          type="date"
          lang={language}
          dir="ltr"
          min={min}
          max={max}
          value={(field.value as string | null | undefined) ?? ''}
          onChange={(_e, data) => field.onChange(data.value || null)}
          onBlur={field.onBlur}
          disabled={disabled}
        />
      )}
    </ControlledField>
  );
}

function dayReadout(value: unknown, language: ReturnType<typeof useCurrentLanguage>): string | undefined {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDay(value, language) : undefined;
}
