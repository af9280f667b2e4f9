import { Field, Select, Textarea } from '@fluentui/react-components';
import { endpointQuery, localizedName, useCurrentLanguage } from '@portal/shared';
import { type DispatchOrder, ORDER_LIMITS, OTHER_REASON_CODE, REASON_ENDPOINTS } from '@portal/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { StepDialog } from './step-dialog';
import { useStepSubmit } from './use-step-submit';

// The fail reasons (public/settings/reason?kind=fail, ADR 0058): a short list changed only by a migration.
export const failReasonsQuery = () => ({
  ...endpointQuery(
    REASON_ENDPOINTS.list,
    { query: { kind: 'fail', perPage: 50, sortBy: 'sort' } },
    { key: ['reasons', 'fail'] },
  ),
  staleTime: Number.POSITIVE_INFINITY,
});

type Errors = { reason_code?: string | undefined; reason?: string | undefined };

/**
 * The visit failed (transition `fail`, ops only): a reason from the list, "other" with the words; the order ends
 * as failed and the company sees the reason on its order page.
 */
export function FailVisitDialog({ order, onClose }: { order: DispatchOrder; onClose: () => void }) {
  const { t } = useOpsTranslation();
  const language = useCurrentLanguage();
  const reasons = useQuery(failReasonsQuery()).data?.items ?? [];
  const { submit, pending } = useStepSubmit(order.id, onClose);
  const [code, setCode] = useState('');
  const [words, setWords] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const needsWords = code === OTHER_REASON_CODE;

  const send = () => {
    const reason = words.trim();
    if (!code) return setErrors({ reason_code: t('failVisit.pickRequired') });
    if (needsWords && !reason) return setErrors({ reason: t('failVisit.wordsRequired') });
    void submit({ kind: 'fail', reason_code: code, ...(reason ? { reason } : {}) }, t('failVisit.done'), (fields) =>
      setErrors({ reason_code: fields.reason_code?.[0], reason: fields.reason?.[0] }),
    );
  };
  return (
    <StepDialog
      order={order}
      title={t('failVisit.title')}
      submitLabel={t('failVisit.submit')}
      pending={pending}
      onSubmit={send}
      onClose={onClose}
    >
      <p>{t('failVisit.hint')}</p>
      <Field label={t('failVisit.reason')} required validationMessage={errors.reason_code}>
        <Select
          value={code}
          data-testid="fail-reason"
          onChange={(_e, data) => {
            setCode(data.value);
            setErrors({});
          }}
        >
          <option value="" disabled>
            {t('failVisit.pick')}
          </option>
          {reasons.map((reason) => (
            <option key={reason.id} value={reason.code}>
              {localizedName(reason.name, language)}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label={needsWords ? t('failVisit.words') : t('failVisit.wordsOptional')}
        required={needsWords}
        validationMessage={errors.reason}
      >
        <Textarea
          value={words}
          maxLength={ORDER_LIMITS.reason.max}
          onChange={(_e, data) => {
            setWords(data.value);
            setErrors({});
          }}
        />
      </Field>
    </StepDialog>
  );
}
