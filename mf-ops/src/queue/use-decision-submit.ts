import { isApiError, notify, useIdempotencyKeys } from '@portal/shared';

type FieldErrors = Record<string, string[] | undefined>;

/**
 * Sends one decision of a dialog (a queue's, a company's, a board step, a credit line) with the Idempotency-Key the
 * dialog keeps for `key` (a double click or a retry after a lost answer is answered once), then says `done` and
 * closes. The client has shown a refusal's message; its field errors go back to the dialog, and a 409 (decided or
 * changed meanwhile) closes it, as the list is read again anyway.
 */
export function useDecisionSubmit(onClose: () => void) {
  const keys = useIdempotencyKeys();
  return async (
    key: string,
    send: (headers: Record<string, string>) => Promise<unknown>,
    done: string,
    onFieldErrors: (fields: FieldErrors) => void,
  ) => {
    try {
      await send(keys.headerFor(key));
      keys.done();
      notify.success(done);
      onClose();
    } catch (failure) {
      if (isApiError(failure)) onFieldErrors(failure.fieldErrors);
      if (isApiError(failure) && failure.status === 409) onClose();
    }
  };
}
