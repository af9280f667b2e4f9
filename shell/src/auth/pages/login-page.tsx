import { Button } from '@fluentui/react-components';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { applyFieldErrors } from '@portal/shared';
import { type PhoneBody, phoneBodySchema } from '@portal/shared/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AppLink } from '../../layout/app-link';
import { authApi } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import { CodeStep } from '../components/code-step';
import { PhoneField } from '../components/phone-field';
import { resendWaitSeconds } from '../components/resend-wait';
import { useCompleteSignIn } from '../components/use-complete-sign-in';

/** /login: phone → WhatsApp code → signed in (spec §2 flows). */
export function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const completeSignIn = useCompleteSignIn();
  const [sent, setSent] = useState<{ phone: string; resendAt: number } | null>(null);
  const form = useForm<PhoneBody>({ resolver: valibotResolver(phoneBodySchema), defaultValues: { phone: '' } });

  const submit = form.handleSubmit(async (body) => {
    try {
      const result = await authApi.requestCode(body);
      setSent({ phone: result.phone, resendAt: Date.now() + result.resend_after * 1000 });
    } catch (error) {
      const wait = resendWaitSeconds(error);
      if (wait !== null) setSent({ phone: body.phone, resendAt: Date.now() + wait * 1000 });
      else applyFieldErrors(error, (name, e) => form.setError(name as 'phone', e));
    }
  });

  return (
    <AuthCard title={t('auth.loginTitle')} subtitle={t('auth.loginSubtitle')}>
      {sent ? (
        <CodeStep
          phone={sent.phone}
          resendAt={sent.resendAt}
          onResent={(after) => setSent({ ...sent, resendAt: Date.now() + after * 1000 })}
          onVerified={completeSignIn}
          onChangePhone={() => setSent(null)}
        />
      ) : (
        <form onSubmit={submit} noValidate style={{ display: 'grid', gap: 16 }}>
          <PhoneField control={form.control} name="phone" />
          <Button appearance="primary" type="submit" disabled={form.formState.isSubmitting}>
            {t('auth.sendCode')}
          </Button>
        </form>
      )}
      <div>
        {t('auth.noAccount')} <AppLink to={`/register${location.search}`}>{t('auth.createAccount')}</AppLink>
      </div>
    </AuthCard>
  );
}
