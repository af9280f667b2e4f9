import { Button } from '@fluentui/react-components';
import { notify, useIdempotencyKeys } from '@portal/shared';
import type { DispatchOrder } from '@portal/shared/contract';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { useDispatchStep } from './dispatch-queries';

/** Confirm a created visit (its slot is accepted): one click, one request, with its Idempotency-Key. */
export function ConfirmButton({ order }: { order: DispatchOrder }) {
  const { t } = useOpsTranslation();
  const keys = useIdempotencyKeys();
  const step = useDispatchStep();
  const confirm = async () => {
    if (step.isPending) return;
    try {
      await step.mutateAsync({
        orderId: order.id,
        step: { kind: 'confirm' },
        headers: keys.headerFor(`${order.id}:confirm`),
      });
      keys.done();
      notify.success(t('dispatch.confirmed'));
    } catch {
      // The client has shown the API's message; the board is read again.
    }
  };
  return (
    <Button
      size="small"
      appearance="primary"
      disabled={step.isPending}
      aria-label={t('dispatch.confirmOne', { reference: order.reference })}
      onClick={confirm}
    >
      {t('dispatch.confirm')}
    </Button>
  );
}
