import { Button, Field, Input } from '@fluentui/react-components';
import { EyeOffRegular, EyeRegular } from '@fluentui/react-icons';
import { translateMessage } from '@portal/shared/core';
import { useState } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useShellTranslation } from '../../i18n/use-shell-translation';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  hint?: string;
  autoComplete: 'current-password' | 'new-password';
};

/** Password input with show/hide; the message comes from the contract (spec §5 password rule). */
export function PasswordField<T extends FieldValues>({ control, name, label, hint, autoComplete }: Props<T>) {
  const { t } = useShellTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field
          label={label}
          hint={hint}
          required
          validationState={fieldState.error ? 'error' : undefined}
          validationMessage={translateMessage(fieldState.error?.message)}
        >
          <Input
            name={field.name}
            value={(field.value as string | undefined) ?? ''}
            onChange={(_e, data) => field.onChange(data.value)}
            onBlur={field.onBlur}
            type={visible ? 'text' : 'password'}
            autoComplete={autoComplete}
            dir="ltr"
            contentAfter={
              <Button
                appearance="transparent"
                size="small"
                icon={visible ? <EyeOffRegular /> : <EyeRegular />}
                aria-label={visible ? t('password.hide') : t('password.show')}
                onClick={() => setVisible((v) => !v)}
              />
            }
          />
        </Field>
      )}
    />
  );
}
