import { Field, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import { useOpsTranslation } from '../i18n/use-ops-translation';

const REASON_MAX = 500; // the API's reason fields

/** The reason a step needs (kept in the order history and the audit log). */
export function ReasonField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  const { t } = useOpsTranslation();
  return (
    <Field label={t('dispatch.reason')} hint={t('dispatch.reasonHint')} required validationMessage={error ?? undefined}>
      <Textarea value={value} maxLength={REASON_MAX} onChange={(_e, data) => onChange(data.value)} />
    </Field>
  );
}

/** The reason a dialog asks for, and its field's props: typing clears the field's error (`clearError`). */
export function useReason(error: string | null, clearError: () => void) {
  const [reason, setReason] = useState('');
  const onChange = (value: string) => {
    setReason(value);
    clearError();
  };
  return { reason, field: { value: reason, error, onChange } };
}
