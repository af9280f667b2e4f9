import { Button, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { api, applyFieldErrors, notifySuccess } from '@portal/shared';
import { type ChangePasswordBody, changePasswordBodySchema } from '@portal/shared/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { NewPasswordFields } from '../auth/components/new-password-fields';
import { PasswordField } from '../auth/components/password-field';
import { useShellTranslation } from '../i18n/use-shell-translation';

/** Security tab: change (or first set) the password under the spec §5 rule. */
export function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useShellTranslation();
  const client = useQueryClient();
  const form = useForm<ChangePasswordBody>({
    resolver: valibotResolver(changePasswordBodySchema),
    defaultValues: { current_password: hasPassword ? '' : undefined, password: '', password_confirmation: '' },
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      await api.post<null>('/auth/user/password', hasPassword ? body : { ...body, current_password: undefined });
      notifySuccess('dataUpdated');
      form.reset({ current_password: '', password: '', password_confirmation: '' });
      await client.invalidateQueries({ queryKey: ['shell', 'profile'] });
    } catch (error) {
      applyFieldErrors(error, (name, e) => form.setError(name as keyof ChangePasswordBody, e));
    }
  });
  return (
    <form onSubmit={submit} noValidate style={{ display: 'grid', gap: 16, maxWidth: 480 }}>
      {hasPassword ? (
        <PasswordField
          control={form.control}
          name="current_password"
          label={t('account.currentPassword')}
          autoComplete="current-password"
        />
      ) : (
        <MessageBar intent="info">
          <MessageBarBody>{t('account.noPasswordYet')}</MessageBarBody>
        </MessageBar>
      )}
      <NewPasswordFields control={form.control} />
      <Button appearance="primary" type="submit" disabled={form.formState.isSubmitting}>
        {t('account.changePassword')}
      </Button>
    </form>
  );
}
