import { Button, Field, Input, Link, Text } from '@fluentui/react-components';
import type { FormEvent, Ref } from 'react';

type CodeStepKey =
  | 'auth.codeHint'
  | 'auth.codeHintIfRegistered'
  | 'auth.code'
  | 'auth.verify'
  | 'auth.resendIn'
  | 'auth.resend'
  | 'auth.changePhone';
/** The `common` strings' translator: the portal's i18next or /login's own (sign-in-page/strings.ts). */
type Translate = (key: CodeStepKey, params?: { phone?: string; seconds?: number }) => string;

/** The code input's state, from react-hook-form's field or a plain `useState`. */
type CodeValue = {
  value: string;
  onChange: (code: string) => void;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
};

type Props = {
  t: Translate;
  phone: string;
  /**
   * Sign-in: the API answers every phone alike (issue 26.6), so the hint says "if this number has an account" and
   * points a new user to registration. Registration itself knows the code went out.
   */
  ifRegistered?: boolean;
  /** Seconds until another code may be asked for: 0, the resend button is on. */
  seconds: number;
  code: CodeValue;
  /** The field's message, translated; none when the code is fine. */
  error: string | undefined;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onResend: () => void;
  onChangePhone: () => void;
};

/**
 * The code step as both sign-in forms draw it: the portal's (react-hook-form, auth/components/code-step.tsx) and
 * /login's own document (sign-in-page/code-step.tsx, decision 0022). Fluent components only (no router, query,
 * form library or axios): the same components /login already drew.
 */
export function CodeStepView(props: Props) {
  const { t, phone, ifRegistered, seconds, code, error, busy, onSubmit, onResend, onChangePhone } = props;
  return (
    <form onSubmit={onSubmit} noValidate style={{ display: 'grid', gap: 16 }}>
      <Text data-testid="code-hint">{t(ifRegistered ? 'auth.codeHintIfRegistered' : 'auth.codeHint', { phone })}</Text>
      <Field label={t('auth.code')} required validationState={error ? 'error' : undefined} validationMessage={error}>
        <Input
          name="code"
          value={code.value}
          onChange={(_e, data) => code.onChange(data.value.replace(/\D/g, '').slice(0, 4))}
          onBlur={code.onBlur}
          ref={code.ref}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={4}
          dir="ltr"
          autoFocus
          // size 4: the browser's default (20 characters, at this letter spacing) made the input's minimum width
          // wider than a phone leaves the card; it still fills the field's width
          input={{ size: 4, style: { letterSpacing: '0.6em', textAlign: 'center', fontSize: 20 } }}
        />
      </Field>
      <Button appearance="primary" type="submit" disabled={busy}>
        {t('auth.verify')}
      </Button>
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 8 }}>
        <Button appearance="subtle" onClick={onResend} disabled={seconds > 0}>
          {seconds > 0 ? t('auth.resendIn', { seconds }) : t('auth.resend')}
        </Button>
        <Link as="button" type="button" onClick={onChangePhone}>
          {t('auth.changePhone')}
        </Link>
      </div>
    </form>
  );
}
