import { useCommonTranslation } from '@portal/shared/core';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { PasswordField } from './password-field';

type Fields = { password: string; password_confirmation: string };

/** New password and its confirmation (spec §5 rule shown as the hint), for the reset and change forms. */
export function NewPasswordFields<T extends FieldValues & Fields>({ control }: { control: Control<T> }) {
  const { t } = useCommonTranslation();
  return (
    <>
      <PasswordField
        control={control}
        name={'password' as Path<T>}
        label={t('auth.newPassword')}
        hint={t('auth.passwordHint')}
        autoComplete="new-password"
      />
      <PasswordField
        control={control}
        name={'password_confirmation' as Path<T>}
        label={t('auth.confirmPassword')}
        autoComplete="new-password"
      />
    </>
  );
}
