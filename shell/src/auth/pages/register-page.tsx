import { Button } from '@fluentui/react-components';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { type RegisterBody, registerBodySchema } from '@portal/shared/contract';
import { applyFieldErrors, useCommonTranslation } from '@portal/shared/core';
import { FormTextField } from '@portal/shared/forms';
import { useLocation } from '@portal/shared/router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AppLink } from '../../layout/app-link';
import { authApi } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import { type CodeSentState, CodeStep } from '../components/code-step';
import { PhoneField } from '../components/phone-field';

type TextFieldName = 'company_name' | 'owner_name' | 'email';

/** /register: the company and its owner; the owner then signs in with the WhatsApp code. */
export function RegisterPage() {
  const { t } = useCommonTranslation();
  const location = useLocation();
  const [sent, setSent] = useState<CodeSentState | null>(null);
  const form = useForm<RegisterBody>({
    resolver: valibotResolver(registerBodySchema),
    defaultValues: { company_name: '', owner_name: '', phone: '', email: '' },
  });

  const submit = form.handleSubmit(async (body) => {
    try {
      const result = await authApi.register(body);
      setSent({ phone: result.phone, resendAfter: result.resend_after });
    } catch (error) {
      applyFieldErrors(error, (name, e) => form.setError(name as keyof RegisterBody, e));
    }
  });

  const textField = (name: TextFieldName, label: string, type: 'text' | 'email' = 'text') => (
    <FormTextField control={form.control} name={name} label={label} type={type} required />
  );

  return (
    <AuthCard title={t('auth.registerTitle')} subtitle={t('auth.registerSubtitle')}>
      {sent ? (
        <CodeStep sent={sent} onChangePhone={() => setSent(null)} />
      ) : (
        <form onSubmit={submit} noValidate style={{ display: 'grid', gap: 16 }}>
          {textField('company_name', t('auth.companyName'))}
          {textField('owner_name', t('auth.ownerName'))}
          <PhoneField control={form.control} name="phone" />
          {textField('email', t('auth.email'), 'email')}
          <Button appearance="primary" type="submit" disabled={form.formState.isSubmitting}>
            {t('auth.register')}
          </Button>
        </form>
      )}
      <div>
        {t('auth.haveAccount')} <AppLink to={`/login${location.search}`}>{t('auth.signIn')}</AppLink>
      </div>
    </AuthCard>
  );
}
