import { valibotResolver } from '@hookform/resolvers/valibot';
import { type PhoneBody, phoneBodySchema } from '@portal/shared/contract';
import { applyFieldErrors, useCommonTranslation } from '@portal/shared/core';
import { useLocation } from '@portal/shared/router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AppLink } from '../../layout/app-link';
import { authApi } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import { type CodeSentState, CodeStep } from '../components/code-step';
import { PhoneCodeForm } from '../components/phone-code-form';
import { resendWaitSeconds } from '../components/resend-wait';

/** /login: phone → WhatsApp code → signed in (spec §2 flows). */
export function LoginPage() {
  const { t } = useCommonTranslation();
  const location = useLocation();
  const [sent, setSent] = useState<CodeSentState | null>(null);
  const form = useForm<PhoneBody>({ resolver: valibotResolver(phoneBodySchema), defaultValues: { phone: '' } });

  const submit = form.handleSubmit(async (body) => {
    try {
      const result = await authApi.requestCode(body);
      setSent({ phone: result.phone, resendAfter: result.resend_after });
    } catch (error) {
      const wait = resendWaitSeconds(error);
      if (wait !== null) setSent({ phone: body.phone, resendAfter: wait });
      else applyFieldErrors(error, (name, e) => form.setError(name as 'phone', e));
    }
  });

  return (
    <AuthCard title={t('auth.loginTitle')} subtitle={t('auth.loginSubtitle')}>
      {sent ? (
        <CodeStep sent={sent} onChangePhone={() => setSent(null)} ifRegistered />
      ) : (
        <PhoneCodeForm form={form} onSubmit={submit} />
      )}
      <div>
        {t('auth.noAccount')} <AppLink to={`/register${location.search}`}>{t('auth.createAccount')}</AppLink>
      </div>
    </AuthCard>
  );
}
