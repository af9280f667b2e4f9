import type { DispatchOrder } from '@portal/shared/contract';
import { useState } from 'react';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { ReasonField, useReason } from './reason-field';
import { StepDialog } from './step-dialog';
import { useStepSubmit } from './use-step-submit';

/** No provider can take the visit: fail_assignment with a reason; it stays on the board to assign later. */
export function FailAssignmentDialog({ order, onClose }: { order: DispatchOrder; onClose: () => void }) {
  const { t } = useOpsTranslation();
  const { submit, pending } = useStepSubmit(order.id, onClose);
  const [error, setError] = useState<string | null>(null);
  const { reason, field: reasonField } = useReason(error, () => setError(null));
  const send = () => {
    const trimmed = reason.trim();
    if (!trimmed) return setError(t('dispatch.reasonRequired'));
    void submit({ kind: 'fail_assignment', reason: trimmed }, t('dispatch.failed'), (fields) =>
      setError(fields.reason?.[0] ?? null),
    );
  };
  return (
    <StepDialog
      order={order}
      title={t('dispatch.failTitle')}
      submitLabel={t('dispatch.failSubmit')}
      pending={pending}
      onSubmit={send}
      onClose={onClose}
    >
      <p>{t('dispatch.failHint')}</p>
      <ReasonField {...reasonField} />
    </StepDialog>
  );
}
