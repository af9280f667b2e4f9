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
import { useNavigate } from '@portal/shared/router';
import { useEffect } from 'react';
import { useShellTranslation } from '../i18n/use-shell-translation';
import { placeToast } from './toast-placement';

// Spec §9: snackbar time-out 5000 ms; spec §2: Close always, View to the order or package it is about.
const SNACKBAR_TIMEOUT_MS = 5000;
// At the bottom unless it would cover the page's main button there (issue 28.5; toast-placement.ts).
const CORNERS = ['bottom', 'top', 'bottom-end', 'top-end'] as const;
/** A snackbar's height with its gap: title, a body of up to two lines, and its buttons. */
const SNACKBAR_HEIGHT = 148;

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
          {
            toastId,
            intent: snack.intent ?? 'info',
            timeout: SNACKBAR_TIMEOUT_MS,
            pauseOnHover: true,
            position: placeToast(CORNERS, SNACKBAR_HEIGHT),
          },
        );
      }),
    [dispatchToast, dismissToast, navigate, t],
  );
  return <Toaster toasterId={toasterId} position="bottom" pauseOnHover />;
}
