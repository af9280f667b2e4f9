import { Button, Field, Input } from '@fluentui/react-components';
import { phoneBodySchema } from '@portal/shared/contract';
import { type FormEvent, useState } from 'react';
import { safeParse } from 'valibot';
import { resendWaitSeconds, SignInError, signInClient } from './sign-in-client';
import { useSignInText } from './sign-in-context';

export type CodeSentState = { phone: string; resendAfter: number };

/** First step: the Saudi mobile number; the contract's schema checks it here and again in the API. */
export function PhoneStep({ onSent }: { onSent: (sent: CodeSentState) => void }) {
  const { t, message } = useSignInText();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = safeParse(phoneBodySchema, { phone });
    if (!parsed.success) return setError(parsed.issues[0]?.message);
    setBusy(true);
    try {
      const result = await signInClient.requestCode(parsed.output);
      onSent({ phone: result.phone, resendAfter: result.resend_after });
    } catch (failure) {
      const wait = resendWaitSeconds(failure);
      if (wait !== null) return onSent({ phone: parsed.output.phone, resendAfter: wait });
      const known = failure instanceof SignInError ? (failure.fieldErrors.phone?.[0] ?? failure.message) : '';
      setError(known || t('errors.somethingWentWrong'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate style={{ display: 'grid', gap: 16 }}>
      <Field
        label={t('auth.phone')}
        hint={t('auth.phoneHint')}
        required
        validationState={error ? 'error' : undefined}
        validationMessage={message(error)}
      >
        <Input
          name="phone"
          value={phone}
          onChange={(_e, data) => setPhone(data.value)}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          placeholder="05XXXXXXXX"
        />
      </Field>
      <Button appearance="primary" type="submit" disabled={busy}>
        {t('auth.sendCode')}
      </Button>
    </form>
  );
}
