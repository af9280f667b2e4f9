import { Button, Field, Input, Link, Text } from '@fluentui/react-components';
import { codeField } from '@portal/shared/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { safeParse } from 'valibot';
import { afterSignInTarget } from '../routing/route-access';
import type { CodeSentState } from './phone-step';
import { SignInError, signInClient } from './sign-in-client';
import { useSignInText } from './sign-in-context';

const secondsUntil = (until: number) => Math.max(0, Math.ceil((until - Date.now()) / 1000));

/** Second step: the 4-digit WhatsApp code, resend after the countdown; signed in → the portal, full page load. */
export function CodeStep({ sent, onChangePhone }: { sent: CodeSentState; onChangePhone: () => void }) {
  const { t, message } = useSignInText();
  const { phone } = sent;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [resendAt, setResendAt] = useState(() => Date.now() + sent.resendAfter * 1000);
  const [seconds, setSeconds] = useState(() => secondsUntil(resendAt));
  useEffect(() => {
    setSeconds(secondsUntil(resendAt));
    const timer = setInterval(() => setSeconds(secondsUntil(resendAt)), 1000);
    return () => clearInterval(timer);
  }, [resendAt]);

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
    <form onSubmit={submit} noValidate style={{ display: 'grid', gap: 16 }}>
      <Text>{t('auth.codeHint', { phone })}</Text>
      <Field
        label={t('auth.code')}
        required
        validationState={error ? 'error' : undefined}
        validationMessage={message(error)}
      >
        <Input
          name="code"
          value={code}
          onChange={(_e, data) => setCode(data.value.replace(/\D/g, '').slice(0, 4))}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={4}
          dir="ltr"
          autoFocus
          input={{ style: { letterSpacing: '0.6em', textAlign: 'center', fontSize: 20 } }}
        />
      </Field>
      <Button appearance="primary" type="submit" disabled={busy}>
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
