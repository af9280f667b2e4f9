import {
  Button,
  Toast,
  ToastBody,
  Toaster,
  ToastFooter,
  ToastTitle,
  useId,
  useToastController,
} from '@fluentui/react-components';
import { notify } from '@portal/shared/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useShellTranslation } from '../i18n/use-shell-translation';

// Spec §9: snackbar time-out 5000 ms; spec §2: Close always, View to the order or package it is about.
const SNACKBAR_TIMEOUT_MS = 5000;

export function SnackbarHost() {
  const { t } = useShellTranslation();
  const navigate = useNavigate();
  const toasterId = useId('portal-snackbar');
  const { dispatchToast, dismissToast } = useToastController(toasterId);
  useEffect(
    () =>
      notify.subscribeSnackbar((snack) => {
        const toastId = `snack-${Date.now()}-${Math.random()}`;
        dispatchToast(
          <Toast data-testid="snackbar">
            <ToastTitle>{snack.title}</ToastTitle>
            {snack.body ? <ToastBody>{snack.body}</ToastBody> : null}
            <ToastFooter>
              {snack.view ? (
                <Button
                  size="small"
                  appearance="primary"
                  onClick={() => {
                    dismissToast(toastId);
                    if (snack.view) navigate(snack.view.to);
                  }}
                >
                  {snack.view.label}
                </Button>
              ) : null}
              <Button size="small" onClick={() => dismissToast(toastId)}>
                {t('snackbar.close')}
              </Button>
            </ToastFooter>
          </Toast>,
          { toastId, intent: 'info', timeout: SNACKBAR_TIMEOUT_MS, pauseOnHover: true, position: 'bottom' },
        );
      }),
    [dispatchToast, dismissToast, navigate, t],
  );
  return <Toaster toasterId={toasterId} position="bottom" pauseOnHover />;
}
