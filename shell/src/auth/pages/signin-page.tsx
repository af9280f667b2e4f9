import { Button } from '@fluentui/react-components';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { type SigninBody, signinBodySchema } from '@portal/shared/contract';
import { applyFieldErrors, useCommonTranslation } from '@portal/shared/core';
import { useLocation } from '@portal/shared/router';
import { useForm } from 'react-hook-form';
import { AppLink } from '../../layout/app-link';
import { authApi } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import { PasswordField } from '../components/password-field';
import { PhoneField } from '../components/phone-field';
import { useCompleteSignIn } from '../components/use-complete-sign-in';

/** /signin: phone + password, beside the WhatsApp code of /login (spec §5, §7). */
export function SigninPage() {
  const { t } = useCommonTranslation();
  const { search } = useLocation();
  const completeSignIn = useCompleteSignIn();
  const form = useForm<SigninBody>({
    resolver: valibotResolver(signinBodySchema),
    defaultValues: { phone: '', password: '' },
  });

  const submit = form.handleSubmit(async (body) => {
    try {
      const { token } = await authApi.signin(body);
      await completeSignIn(token);
    } catch (error) {
      applyFieldErrors(error, (name, e) => form.setError(name as keyof SigninBody, e));
    }
  });

  return (
    <AuthCard title={t('auth.signinTitle')} subtitle={t('auth.signinSubtitle')}>
      <form onSubmit={submit} noValidate style={{ display: 'grid', gap: 16 }}>
        <PhoneField control={form.control} name="phone" />
        <PasswordField
          control={form.control}
          name="password"
          label={t('auth.password')}
          autoComplete="current-password"
        />
        <Button appearance="primary" type="submit" disabled={form.formState.isSubmitting}>
          {t('auth.signIn')}
        </Button>
      </form>
      <div style={{ display: 'grid', gap: 8 }}>
        <AppLink to="/forgot-password">{t('auth.forgotPassword')}</AppLink>
        <AppLink to={`/login${search}`}>{t('auth.useCode')}</AppLink>
      </div>
    </AuthCard>
  );
}
