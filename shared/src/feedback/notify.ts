// A tiny bus between code that is not a component (the HTTP client, a remote's mutation)
// and the one toaster the shell renders. Remotes reach it because `shared` is a singleton.

export type ToastIntent = 'success' | 'error' | 'warning' | 'info';
export type ToastMessage = { intent: ToastIntent; title: string; body?: string };

type Listener = (toast: ToastMessage) => void;
const listeners = new Set<Listener>();

/** Spec §2 push snackbar: title and body, Close always, View when it points at an order or a package. */
export type SnackbarMessage = {
  title: string;
  body?: string;
  view?: { label: string; to: string };
  /** 'error': a refusal that names where to fix it (an API error's `data.action`); info by default. */
  intent?: 'info' | 'error';
};
type SnackbarListener = (snack: SnackbarMessage) => void;
const snackbarListeners = new Set<SnackbarListener>();
let enabled = true;

export const notify = {
  show(toast: ToastMessage): void {
    if (!enabled) return;
    for (const listener of listeners) listener(toast);
  },
  success(title: string, body?: string): void {
    notify.show({ intent: 'success', title, body });
  },
  error(title: string, body?: string): void {
    notify.show({ intent: 'error', title, body });
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snackbar(message: SnackbarMessage): void {
    for (const listener of snackbarListeners) listener(message);
  },
  subscribeSnackbar(listener: SnackbarListener): () => void {
    snackbarListeners.add(listener);
    return () => snackbarListeners.delete(listener);
  },
  /** Spec §8: error toasts appear only "if notifications are enabled". */
  setEnabled(value: boolean): void {
    enabled = value;
  },
};
