import { codeField } from '@portal/shared/contract';
import { type FormEvent, useState } from 'react';
import { safeParse } from 'valibot';
import { CodeStepView } from '../auth/components/code-step-view';
import { useCountdown } from '../auth/components/use-countdown';
import { afterSignInTarget } from '../routing/route-access';
import type { CodeSentState } from './phone-step';
import { SignInError, signInClient } from './sign-in-client';
import { useSignInText } from './sign-in-context';

/** Second step: the 4-digit WhatsApp code, resend after the countdown; signed in → the portal, full page load. */
export function CodeStep({ sent, onChangePhone }: { sent: CodeSentState; onChangePhone: () => void }) {
  const { t, message } = useSignInText();
  const { phone } = sent;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [resendAt, setResendAt] = useState(() => Date.now() + sent.resendAfter * 1000);
  const seconds = useCountdown(resendAt);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = safeParse(codeField, code);
    if (!parsed.success) return setError(parsed.issues[0]?.message);
    setBusy(true);
    try {
      await signInClient.verify({ phone, code: parsed.output });
      // The signed-in portal is the federated page: a full load of where the user wanted to go (decision 0022).
      window.location.replace(afterSignInTarget(window.location.search));
    } catch (failure) {
      const known =
        failure instanceof SignInError
          ? (failure.fieldErrors.code?.[0] ?? failure.fieldErrors.phone?.[0] ?? failure.message)
          : '';
      setError(known || t('errors.somethingWentWrong'));
      setBusy(false);
    }
  };

  const resend = async () => {
    try {
      const result = await signInClient.requestCode({ phone });
      setResendAt(Date.now() + result.resend_after * 1000);
      setCode('');
      setError(undefined);
    } catch (failure) {
      if (failure instanceof SignInError) setError(failure.message || t('errors.somethingWentWrong'));
    }
  };

  return (
    <CodeStepView
      t={t}
      phone={phone}
      ifRegistered
      seconds={seconds}
      code={{ value: code, onChange: setCode }}
      error={message(error)}
      busy={busy}
      onSubmit={submit}
      onResend={resend}
      onChangePhone={onChangePhone}
    />
  );
}
