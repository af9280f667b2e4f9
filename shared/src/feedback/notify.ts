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
// Open dialogs, innermost last: a refusal that names where to fix it goes to the dialog the user is in, since a
// modal dialog makes the snackbar behind it unreachable (issue 31.2).
const refusalClaims: SnackbarListener[] = [];
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
    const claim = message.intent === 'error' && message.view ? refusalClaims.at(-1) : undefined;
    if (claim) claim(message);
    else for (const listener of snackbarListeners) listener(message);
  },
  /** While a dialog is open it shows, inside itself, the refusals that name a page (DialogRefusal). */
  claimRefusals(listener: SnackbarListener): () => void {
    refusalClaims.push(listener);
    return () => {
      const index = refusalClaims.lastIndexOf(listener);
      if (index >= 0) refusalClaims.splice(index, 1);
    };
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
