import { Button, Field, Input } from '@fluentui/react-components';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { applyFieldErrors } from '@portal/shared';
import { type RegisterBody, registerBodySchema } from '@portal/shared/contract';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AppLink } from '../../layout/app-link';
import { authApi } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import { CodeStep } from '../components/code-step';
import { fieldState } from '../components/field-message';
import { PhoneField } from '../components/phone-field';
import { useCompleteSignIn } from '../components/use-complete-sign-in';

type TextFieldName = 'company_name' | 'owner_name' | 'email';

/** /register: the company and its owner; the owner then signs in with the WhatsApp code. */
export function RegisterPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const completeSignIn = useCompleteSignIn();
  const [sent, setSent] = useState<{ phone: string; resendAt: number } | null>(null);
  const form = useForm<RegisterBody>({
    resolver: valibotResolver(registerBodySchema),
    defaultValues: { company_name: '', owner_name: '', phone: '', email: '' },
  });

  const submit = form.handleSubmit(async (body) => {
    try {
      const result = await authApi.register(body);
      setSent({ phone: result.phone, resendAt: Date.now() + result.resend_after * 1000 });
    } catch (error) {
      applyFieldErrors(error, (name, e) => form.setError(name as keyof RegisterBody, e));
    }
  });

  const textField = (name: TextFieldName, label: string, type: 'text' | 'email' = 'text') => (
    <Controller
      name={name}
      control={form.control}
      render={({ field, fieldState: state }) => (
        <Field label={label} required {...fieldState(state.error)}>
          <Input {...field} type={type} autoComplete={type === 'email' ? 'email' : 'off'} />
        </Field>
      )}
    />
  );

  return (
    <AuthCard title={t('auth.registerTitle')} subtitle={t('auth.registerSubtitle')}>
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
