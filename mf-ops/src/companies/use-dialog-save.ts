import { type FieldErrors, isApiError, notify } from '@portal/shared';
import { useState } from 'react';

/**
 * The save of a console dialog that sends one request: while it runs the dialog waits; done, it says so and
 * closes; refused, the client has shown the message and the field errors go under their fields.
 */
export function useDialogSave(onClose: () => void) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const save = async (send: () => Promise<unknown>, done: string) => {
    setPending(true);
    try {
      await send();
      notify.success(done);
      onClose();
    } catch (failure) {
      if (isApiError(failure)) setErrors(failure.fieldErrors);
    } finally {
      setPending(false);
    }
  };
  return { errors, pending, save };
}
