import { Button, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  PASSWORD_ENDPOINTS,
  type ResetPasswordBody,
  type ResetPasswordRequestBody,
  resetPasswordBodySchema,
  resetPasswordRequestBodySchema,
} from '@portal/shared/contract';
import { applyFieldErrors, callEndpoint, useCommonTranslation } from '@portal/shared/core';
import { FormTextField } from '@portal/shared/forms';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AppLink } from '../../layout/app-link';
import { AuthCard } from '../components/auth-card';
import { NewPasswordFields } from '../components/new-password-fields';
import { PhoneCodeForm } from '../components/phone-code-form';
import { resendWaitSeconds } from '../components/resend-wait';
import { useCountdown } from '../components/use-countdown';

/** /forgot-password: a WhatsApp code, then a new password (auth/resetPassword, spec §5, §7). */
export function ForgotPasswordPage() {
  const { t } = useCommonTranslation();
  const [phone, setPhone] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState(0);
  const seconds = useCountdown(resendAt);
  const [done, setDone] = useState(false);
  const request = useForm<ResetPasswordRequestBody>({
    resolver: valibotResolver(resetPasswordRequestBodySchema),
    defaultValues: { phone: '' },
  });
  const reset = useForm<ResetPasswordBody>({
    resolver: valibotResolver(resetPasswordBodySchema),
    defaultValues: { phone: '', code: '', password: '', password_confirmation: '' },
  });

  const sendCode = request.handleSubmit(async (body) => {
    try {
      // Step 1 of the reset always answers the code sent (null only answers step 2).
      const sent = await callEndpoint(PASSWORD_ENDPOINTS.reset, { body });
      if (!sent) return;
      setPhone(sent.phone);
      setResendAt(Date.now() + sent.resend_after * 1000);
      reset.setValue('phone', sent.phone);
    } catch (error) {
      const wait = resendWaitSeconds(error);
      if (wait !== null) {
        // A code went out less than a minute ago (maybe a sign-in code): the user can ask again after the countdown.
        setPhone(body.phone);
        setResendAt(Date.now() + wait * 1000);
        reset.setValue('phone', body.phone);
      } else applyFieldErrors(error, (name, e) => request.setError(name as 'phone', e));
    }
  });

  const setPassword = reset.handleSubmit(async (body) => {
    try {
      await callEndpoint(PASSWORD_ENDPOINTS.reset, { body });
      setDone(true);
    } catch (error) {
      applyFieldErrors(error, (name, e) => reset.setError(name as keyof ResetPasswordBody, e));
    }
  });

  return (
    <AuthCard title={t('auth.resetTitle')} subtitle={t('auth.resetSubtitle')}>
      {done ? (
        <MessageBar intent="success">
          <MessageBarBody>{t('auth.resetDone')}</MessageBarBody>
        </MessageBar>
      ) : phone ? (
        <form onSubmit={setPassword} noValidate style={{ display: 'grid', gap: 16 }}>
          <FormTextField
            control={reset.control}
            name="code"
            label={t('auth.code')}
            hint={t('auth.codeHintIfRegistered', { phone })}
            required
            dir="ltr"
          />
          <NewPasswordFields control={reset.control} />
          <Button appearance="primary" type="submit" disabled={reset.formState.isSubmitting}>
            {t('auth.setPassword')}
          </Button>
          <Button appearance="subtle" disabled={seconds > 0} onClick={() => void sendCode()}>
            {seconds > 0 ? t('auth.resendIn', { seconds }) : t('auth.resend')}
          </Button>
        </form>
      ) : (
        <PhoneCodeForm form={request} onSubmit={sendCode} />
      )}
      <div style={{ display: 'grid', gap: 8 }}>
        <AppLink to="/signin">{t('auth.usePassword')}</AppLink>
        <AppLink to="/login">{t('auth.backToLogin')}</AppLink>
        {/* The code hint sends a new user here: the API does not say whether the number has an account. */}
        <div>
          {t('auth.noAccount')} <AppLink to="/register">{t('auth.createAccount')}</AppLink>
        </div>
      </div>
    </AuthCard>
  );
}
