import { Button, Field, Input, Link, Text } from '@fluentui/react-components';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { codeField } from '@portal/shared/contract';
import { applyFieldErrors, useCommonTranslation } from '@portal/shared/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import * as v from 'valibot';
import { authApi } from '../api/auth-api';
import { fieldState } from './field-message';
import { useCompleteSignIn } from './use-complete-sign-in';
import { useCountdown } from './use-countdown';

const codeFormSchema = v.object({ code: codeField });
type CodeForm = v.InferInput<typeof codeFormSchema>;

/** A code went out (or one is still valid): to which phone, and in how many seconds another may be asked. */
export type CodeSentState = { phone: string; resendAfter: number };

type Props = { sent: CodeSentState; onChangePhone: () => void };

/** Second step of sign-in: the 4-digit WhatsApp code, with resend after the countdown. */
export function CodeStep({ sent, onChangePhone }: Props) {
  const { t } = useCommonTranslation();
  const { phone } = sent;
  const [resendAt, setResendAt] = useState(() => Date.now() + sent.resendAfter * 1000);
  const seconds = useCountdown(resendAt);
  const completeSignIn = useCompleteSignIn();
  const form = useForm<CodeForm>({ resolver: valibotResolver(codeFormSchema), defaultValues: { code: '' } });

  const submit = form.handleSubmit(async ({ code }) => {
    try {
      const { token } = await authApi.verify({ phone, code });
      await completeSignIn(token);
    } catch (error) {
      applyFieldErrors(error, (name, e) => form.setError(name === 'phone' ? 'code' : (name as 'code'), e));
    }
  });

  const resend = async () => {
    try {
      const result = await authApi.requestCode({ phone });
      setResendAt(Date.now() + result.resend_after * 1000);
      form.reset({ code: '' });
    } catch {
      // The HTTP client already told the user (e.g. too many codes this hour).
    }
  };

  return (
    <form onSubmit={submit} noValidate style={{ display: 'grid', gap: 16 }}>
      <Text>{t('auth.codeHint', { phone })}</Text>
      <Controller
        name="code"
        control={form.control}
        render={({ field, fieldState: state }) => (
          <Field label={t('auth.code')} required {...fieldState(state.error)}>
            <Input
              {...field}
              onChange={(_e, data) => field.onChange(data.value.replace(/\D/g, '').slice(0, 4))}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={4}
              dir="ltr"
              autoFocus
              input={{ style: { letterSpacing: '0.6em', textAlign: 'center', fontSize: 20 } }}
            />
          </Field>
        )}
      />
      <Button appearance="primary" type="submit" disabled={form.formState.isSubmitting}>
        {t('auth.verify')}
      </Button>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
        <Button appearance="subtle" onClick={resend} disabled={seconds > 0}>
          {seconds > 0 ? t('auth.resendIn', { seconds }) : t('auth.resend')}
        </Button>
        <Link as="button" type="button" onClick={onChangePhone}>
          {t('auth.changePhone')}
        </Link>
      </div>
    </form>
  );
}
