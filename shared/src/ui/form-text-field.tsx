import { Field, Input, type InputProps, Textarea } from '@fluentui/react-components';
import type { FieldValues } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { type FieldBase, fieldProps } from './field-props';

// Its own file: the sign-in page needs only this field; the number, select and date fields stay out of its download.

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
}: FieldBase<T> & { type?: InputProps['type']; multiline?: boolean; dir?: 'ltr' | 'rtl' }) {
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
