import { Field, Input } from '@fluentui/react-components';
import { useCommonTranslation } from '@portal/shared/core';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { fieldState } from './field-message';

/** Saudi mobile input; the contract schema normalises it to +9665XXXXXXXX. */
export function PhoneField<T extends FieldValues>({ control, name }: { control: Control<T>; name: Path<T> }) {
  const { t } = useCommonTranslation();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState: state }) => (
        <Field label={t('auth.phone')} hint={t('auth.phoneHint')} required {...fieldState(state.error)}>
          <Input {...field} type="tel" inputMode="tel" autoComplete="tel" dir="ltr" placeholder="05XXXXXXXX" />
        </Field>
      )}
    />
  );
}
