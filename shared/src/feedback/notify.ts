// A tiny bus between code that is not a component (the HTTP client, a remote's mutation)
// and the one toaster the shell renders. Remotes reach it because `shared` is a singleton.

export type ToastIntent = 'success' | 'error' | 'warning' | 'info';
export type ToastMessage = { intent: ToastIntent; title: string; body?: string };

type Listener = (toast: ToastMessage) => void;
const listeners = new Set<Listener>();
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
  /** Spec §8: error toasts appear only "if notifications are enabled". */
  setEnabled(value: boolean): void {
    enabled = value;
  },
};
