import { Button } from '@fluentui/react-components';
import type { PhoneBody } from '@portal/shared/contract';
import { useCommonTranslation } from '@portal/shared/core';
import type { BaseSyntheticEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { PhoneField } from './phone-field';

/** The first step of a WhatsApp code (sign-in or password reset): the phone, then "send the code". */
export function PhoneCodeForm({
  form,
  onSubmit,
}: {
  form: UseFormReturn<PhoneBody>;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
}) {
  const { t } = useCommonTranslation();
  return (
    <form onSubmit={onSubmit} noValidate style={{ display: 'grid', gap: 16 }}>
      <PhoneField control={form.control} name="phone" />
      <Button appearance="primary" type="submit" disabled={form.formState.isSubmitting}>
        {t('auth.sendCode')}
      </Button>
    </form>
  );
}
