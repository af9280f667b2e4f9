import { valibotResolver } from '@hookform/resolvers/valibot';
import { codeField } from '@portal/shared/contract';
import { applyFieldErrors, useCommonTranslation } from '@portal/shared/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import * as v from 'valibot';
import { authApi } from '../api/auth-api';
import { CodeStepView } from './code-step-view';
import { fieldState } from './field-message';
import { useCompleteSignIn } from './use-complete-sign-in';
import { useCountdown } from './use-countdown';

const codeFormSchema = v.object({ code: codeField });
type CodeForm = v.InferInput<typeof codeFormSchema>;

/** A code went out (or one is still valid): to which phone, and in how many seconds another may be asked. */
export type CodeSentState = { phone: string; resendAfter: number };

/** `ifRegistered`: sign-in, where the code only reaches a phone with an account (CodeStepView). */
type Props = { sent: CodeSentState; onChangePhone: () => void; ifRegistered?: boolean };

/** Second step of sign-in: the 4-digit WhatsApp code, with resend after the countdown. */
export function CodeStep({ sent, onChangePhone, ifRegistered }: Props) {
  const { t } = useCommonTranslation();
  const { phone } = sent;
  const [resendAt, setResendAt] = useState(() => Date.now() + sent.resendAfter * 1000);
  const seconds = useCountdown(resendAt);
  const completeSignIn = useCompleteSignIn();
  const form = useForm<CodeForm>({ resolver: valibotResolver(codeFormSchema), defaultValues: { code: '' } });

  const busy = form.formState.isSubmitting;

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
    <Controller
      name="code"
      control={form.control}
      render={({ field, fieldState: state }) => (
        <CodeStepView
          t={t}
          phone={phone}
          ifRegistered={ifRegistered}
          seconds={seconds}
          code={field}
          error={fieldState(state.error).validationMessage}
          busy={busy}
          onSubmit={submit}
          onResend={resend}
          onChangePhone={onChangePhone}
        />
      )}
    />
  );
}
