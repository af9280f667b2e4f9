import { isApiError, notify, useIdempotencyKeys } from '@portal/shared';
import { type DispatchStep, useDispatchStep } from './dispatch-queries';

/**
 * Sends one step of a dialog with the Idempotency-Key the dialog keeps for this exact step (a double click or a
 * retry after a lost answer is answered once). Field errors go back to the dialog; a 409 (the visit changed
 * meanwhile) closes it, as the board is read again anyway.
 */
export function useStepSubmit(orderId: string, onClose: () => void) {
  const keys = useIdempotencyKeys();
  const step = useDispatchStep();
  const submit = async (
    body: DispatchStep,
    success: string,
    onFieldErrors: (fields: Record<string, string[] | undefined>) => void,
  ) => {
    try {
      await step.mutateAsync({ orderId, step: body, headers: keys.headerFor(`${orderId}:${JSON.stringify(body)}`) });
      keys.done();
      notify.success(success);
      onClose();
    } catch (failure) {
      if (isApiError(failure)) onFieldErrors(failure.fieldErrors);
      if (isApiError(failure) && failure.status === 409) onClose();
    }
  };
  return { submit, pending: step.isPending };
}
