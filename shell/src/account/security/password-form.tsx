import { Button, Field, Input, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { applyFieldErrors, callEndpoint, notifySuccess, translateMessage } from '@portal/shared';
import { type ChangePasswordBody, changePasswordBodySchema, PASSWORD_ENDPOINTS } from '@portal/shared/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { NewPasswordFields } from '../../auth/components/new-password-fields';
import { PasswordField } from '../../auth/components/password-field';
import { useCountdown } from '../../auth/components/use-countdown';
import { useShellTranslation } from '../../i18n/use-shell-translation';
import { sessionsApi } from './sessions-api';

/**
 * Security tab: change the password (the current one first) or set the first one (a WhatsApp code first: the
 * API asks for it so a borrowed session cannot set a password, issue 16.7), under the spec §5 rule.
 */
export function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useShellTranslation();
  const client = useQueryClient();
  const [resendAt, setResendAt] = useState<number | null>(null);
  const seconds = useCountdown(resendAt ?? 0);
  const form = useForm<ChangePasswordBody>({
    resolver: valibotResolver(changePasswordBodySchema),
    defaultValues: hasPassword
      ? { current_password: '', password: '', password_confirmation: '' }
      : { code: '', password: '', password_confirmation: '' },
  });
  const sendCode = async () => {
    try {
      const sent = await sessionsApi.requestPasswordCode();
      setResendAt(Date.now() + sent.resend_after * 1000);
    } catch {
      // The HTTP client already told the user (e.g. wait before asking again).
    }
  };
  const submit = form.handleSubmit(async (body) => {
    try {
      const { current_password, code, ...rest } = body;
      await callEndpoint(PASSWORD_ENDPOINTS.change, {
        body: hasPassword ? { ...rest, current_password } : { ...rest, code },
      });
      notifySuccess('dataUpdated');
      form.reset({ current_password: '', password: '', password_confirmation: '' });
      await client.invalidateQueries({ queryKey: ['shell', 'profile'] });
    } catch (error) {
      applyFieldErrors(error, (name, e) => form.setError(name as keyof ChangePasswordBody, e));
    }
  });
  return (
    <form onSubmit={submit} noValidate style={{ display: 'grid', gap: 16, maxWidth: 480, minWidth: 0 }}>
      {hasPassword ? (
        <PasswordField
          control={form.control}
          name="current_password"
          label={t('account.currentPassword')}
          autoComplete="current-password"
        />
      ) : (
        <>
          <MessageBar intent="info" layout="multiline">
            <MessageBarBody>{t('account.noPasswordYet')}</MessageBarBody>
          </MessageBar>
          <Controller
            name="code"
            control={form.control}
            render={({ field, fieldState }) => (
              <Field
                label={t('account.passwordCode')}
                hint={resendAt ? t('account.passwordCodeSent') : t('account.passwordCodeHint')}
                required
                validationState={fieldState.error ? 'error' : undefined}
                validationMessage={translateMessage(fieldState.error?.message)}
              >
                <Input
                  name={field.name}
                  value={field.value ?? ''}
                  onBlur={field.onBlur}
                  onChange={(_e, data) => field.onChange(data.value.replace(/\D/g, '').slice(0, 4))}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={4}
                  dir="ltr"
                />
              </Field>
            )}
          />
          <div>
            <Button onClick={sendCode} disabled={seconds > 0}>
              {seconds > 0 ? t('account.resendCodeIn', { seconds }) : t('account.sendCode')}
            </Button>
          </div>
        </>
      )}
      <NewPasswordFields control={form.control} />
      <Button appearance="primary" type="submit" disabled={form.formState.isSubmitting}>
        {t('account.changePassword')}
      </Button>
    </form>
  );
}
