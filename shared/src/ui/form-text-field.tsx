import { Input, type InputProps, Textarea } from '@fluentui/react-components';
import type { FieldValues } from 'react-hook-form';
import { ControlledField } from './controlled-field';
import type { FieldBase } from './field-props';

// Its own file: the sign-in page needs only this field; the number, select and date fields stay out of its download.

export function FormTextField<T extends FieldValues>({
  type = 'text',
  multiline,
  dir,
  disabled,
  ...base
}: FieldBase<T> & { type?: InputProps['type']; multiline?: boolean; dir?: 'ltr' | 'rtl' }) {
  return (
    <ControlledField {...base}>
      {(field) => {
        const shared = {
          name: field.name,
          value: (field.value as string | null | undefined) ?? '',
          onBlur: field.onBlur,
          disabled,
          dir,
        };
        return multiline ? (
          <Textarea {...shared} onChange={(_e, data) => field.onChange(data.value)} />
        ) : (
          <Input {...shared} type={type} onChange={(_e, data) => field.onChange(data.value)} />
        );
      }}
    </ControlledField>
  );
}
