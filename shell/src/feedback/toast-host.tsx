import { Toast, ToastBody, Toaster, ToastTitle, useId, useToastController } from '@fluentui/react-components';
import { notify } from '@portal/shared';
import { useEffect } from 'react';

/** The one toaster of the portal (spec §9: top-end, 1500 ms, pauses on hover). Remotes reach it via `notify`. */
export function ToastHost() {
  const toasterId = useId('portal-toaster');
  const { dispatchToast } = useToastController(toasterId);
  useEffect(
    () =>
      notify.subscribe((toast) => {
        dispatchToast(
          <Toast>
            <ToastTitle>{toast.title}</ToastTitle>
            {toast.body ? <ToastBody>{toast.body}</ToastBody> : null}
          </Toast>,
          { intent: toast.intent, timeout: 1500, pauseOnHover: true, position: 'top-end' },
        );
      }),
    [dispatchToast],
  );
  return <Toaster toasterId={toasterId} position="top-end" pauseOnHover />;
}
