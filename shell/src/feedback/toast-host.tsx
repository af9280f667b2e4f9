import {
  makeStyles,
  Toast,
  ToastBody,
  Toaster,
  ToastTitle,
  tokens,
  useId,
  useToastController,
} from '@fluentui/react-components';
import { notify } from '@portal/shared/core';
import { useEffect } from 'react';
import { placeToast } from './toast-placement';

// Spec §9: toasts top-end, 1500 ms, with a progress bar, and the timer pauses on hover. Top-end unless that
// corner would cover the page's main button (issue 28.5): then the next corner that does not (toast-placement.ts).
const TOAST_TIMEOUT_MS = 1500;
const CORNERS = ['top-end', 'bottom-end', 'top-start', 'bottom-start'] as const;
/** A toast's height with its gap: a title alone, or a title and a body of up to two lines. */
const toastHeight = (body: string | undefined) => (body ? 104 : 64);

const useStyles = makeStyles({
  toast: {
    position: 'relative',
    overflow: 'hidden',
    ':hover .portal-toast-progress': { animationPlayState: 'paused' },
  },
  progress: {
    position: 'absolute',
    bottom: 0,
    left: 0,
    height: '3px',
    width: '100%',
    background: tokens.colorBrandBackground,
    transformOrigin: 'left',
    animationName: { from: { transform: 'scaleX(1)' }, to: { transform: 'scaleX(0)' } },
    animationDuration: `${TOAST_TIMEOUT_MS}ms`,
    animationTimingFunction: 'linear',
    animationFillMode: 'forwards',
  },
});

/** The one toaster of the portal; remotes and the HTTP client reach it through `notify` (shared). */
export function ToastHost() {
  const styles = useStyles();
  const toasterId = useId('portal-toaster');
  const { dispatchToast } = useToastController(toasterId);
  useEffect(
    () =>
      notify.subscribe((toast) => {
        dispatchToast(
          <Toast className={styles.toast} data-testid={`toast-${toast.intent}`}>
            <ToastTitle>{toast.title}</ToastTitle>
            {toast.body ? <ToastBody>{toast.body}</ToastBody> : null}
            <span className={`${styles.progress} portal-toast-progress`} aria-hidden />
          </Toast>,
          {
            intent: toast.intent,
            timeout: TOAST_TIMEOUT_MS,
            pauseOnHover: true,
            position: placeToast(CORNERS, toastHeight(toast.body)),
          },
        );
      }),
    [dispatchToast, styles.toast, styles.progress],
  );
  return <Toaster toasterId={toasterId} position="top-end" pauseOnHover />;
}
