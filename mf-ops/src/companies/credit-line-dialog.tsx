import { Field, Input, Textarea } from '@fluentui/react-components';
import { localizedName, useCurrentLanguage } from '@portal/shared';
import type { OpsCompany } from '@portal/shared/contract';
import { useState } from 'react';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { useReasonText } from '../queue/decision-form-dialog';
import { DecisionFrame } from '../queue/decision-frame';
import { useDecisionSubmit } from '../queue/use-decision-submit';
import { useQueueText } from '../queue/use-queue-text';
import { useSetCreditLine } from './company-queries';
import { limitTextToHalalas } from './limit-text';

/**
 * Sets a company's credit limit in riyals with a reason: one PUT with the Idempotency-Key this dialog keeps for it.
 * The company sees the new limit live on its wallet page (WALLET_CHANGED) with a bell notification.
 */
export function CreditLineDialog({ company, onClose }: { company: OpsCompany; onClose: () => void }) {
  const { t } = useOpsTranslation();
  const text = useQueueText();
  const language = useCurrentLanguage();
  const decide = useDecisionSubmit(onClose);
  const save = useSetCreditLine();
  const [limit, setLimit] = useState(String(company.wallet.credit_limit / 100));
  const [reasonValue, setReason] = useState('');
  const reason = useReasonText('companies');
  const [errors, setErrors] = useState<{ limit?: string | undefined; reason?: string | undefined }>({});

  const submit = async () => {
    const halalas = limitTextToHalalas(limit);
    const trimmed = reasonValue.trim();
    const local = {
      limit: halalas === null ? t('companies.limitRequired') : undefined,
      reason: trimmed ? undefined : reason.requiredText,
    };
    setErrors(local);
    if (halalas === null || !trimmed) return;
    // The limit below the credit used, or a reason refused: under their fields.
    await decide(
      `${company.id}:${halalas}:${trimmed}`,
      (headers) => save.mutateAsync({ id: company.id, limit: halalas, reason: trimmed, headers }),
      t('companies.creditSaved'),
      (fields) => setErrors({ limit: fields.limit?.[0], reason: fields.reason?.[0] }),
    );
  };

  return (
    <DecisionFrame
      testId="credit-line-dialog"
      title={t('companies.creditTitle', { name: localizedName(company.name, language) })}
      intro={t('companies.creditIntro', { used: text.sar(company.wallet.credit_used) })}
      submitLabel={t('companies.setCreditLine')}
      submitTestId="credit-line-submit"
      pending={save.isPending}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Field label={t('companies.limitLabel')} required validationMessage={errors.limit}>
        <Input
          value={limit}
          inputMode="decimal"
          dir="ltr"
          name="limit"
          onChange={(_e, data) => {
            setLimit(data.value);
            setErrors((e) => ({ ...e, limit: undefined }));
          }}
        />
      </Field>
      <Field label={reason.label} hint={reason.hint} required validationMessage={errors.reason}>
        <Textarea
          value={reasonValue}
          maxLength={reason.maxLength}
          name="reason"
          onChange={(_e, data) => {
            setReason(data.value);
            setErrors((e) => ({ ...e, reason: undefined }));
          }}
        />
      </Field>
    </DecisionFrame>
  );
}
