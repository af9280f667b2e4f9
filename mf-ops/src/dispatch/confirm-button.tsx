import { Button } from '@fluentui/react-components';
import type { DispatchOrder } from '@portal/shared/contract';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { useStepSubmit } from './use-step-submit';

/** Confirm a created visit (its slot is accepted): one click, one request, with its Idempotency-Key. */
export function ConfirmButton({ order }: { order: DispatchOrder }) {
  const { t } = useOpsTranslation();
  // Nothing to close: the client has shown a refusal's message, and the board is read again.
  const { submit, pending } = useStepSubmit(order.id, () => {});
  const confirm = () => {
    if (!pending) void submit({ kind: 'confirm' }, t('dispatch.confirmed'), () => {});
  };
  return (
    <Button
      size="small"
      appearance="primary"
      disabled={pending}
      aria-label={t('dispatch.confirmOne', { reference: order.reference })}
      onClick={confirm}
    >
      {t('dispatch.confirm')}
    </Button>
  );
}
