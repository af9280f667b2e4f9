import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useRef, useState } from 'react';
import { notify } from '../feedback/notify';
import { successText } from '../i18n/contract-messages';

type Confirm = () => Promise<void>;

const ConfirmDeleteDialog = lazy(() =>
  import('./confirm-delete-dialog').then((m) => ({ default: m.ConfirmDeleteDialog })),
);

const ConfirmDeleteContext = createContext<Confirm | null>(null);

export class DeleteCanceled extends Error {
  constructor() {
    super('Delete canceled');
    this.name = 'DeleteCanceled';
  }
}

/**
 * One confirmation dialog per React root (PortalProviders renders this host), so the shell and each remote
 * show it inside their own theme and direction.
 */
export function ConfirmDeleteHost({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const pending = useRef<{ resolve: () => void; reject: (error: Error) => void } | null>(null);

  const confirm = useCallback<Confirm>(
    () =>
      new Promise<void>((resolve, reject) => {
        pending.current = { resolve, reject };
        setRequested(true);
        setOpen(true);
      }),
    [],
  );

  const settle = (confirmed: boolean) => {
    const current = pending.current;
    pending.current = null;
    setOpen(false);
    if (!current) return;
    if (confirmed) current.resolve();
    else {
      // Spec §5: cancelling shows the error toast "Delete canceled successfully" and rejects the action.
      notify.error(successText('success.delete_canceled'));
      current.reject(new DeleteCanceled());
    }
  };

  return (
    <ConfirmDeleteContext.Provider value={confirm}>
      {children}
      {/* The dialog's code is fetched the first time a delete is asked for: no page pays for it before. */}
      {requested ? (
        <Suspense fallback={null}>
          <ConfirmDeleteDialog open={open} onSettle={settle} />
        </Suspense>
      ) : null}
    </ConfirmDeleteContext.Provider>
  );
}

/** `await confirm()` resolves on "Yes delete it"; on Cancel it toasts and rejects with DeleteCanceled. */
export function useConfirmDelete(): Confirm {
  const confirm = useContext(ConfirmDeleteContext);
  if (!confirm) throw new Error('useConfirmDelete needs PortalProviders (ConfirmDeleteHost) above it');
  return confirm;
}

/**
 * The standard delete of every list and detail page: the confirmation, then `remove`, then the success toast.
 * Resolves true once deleted; false when cancelled (already toasted) or refused by the API (the HTTP client
 * already showed its message).
 */
export function useConfirmedDelete(): (remove: () => Promise<unknown>) => Promise<boolean> {
  const confirm = useConfirmDelete();
  return async (remove) => {
    try {
      await confirm();
    } catch (error) {
      if (error instanceof DeleteCanceled) return false;
      throw error;
    }
    try {
      await remove();
    } catch {
      return false;
    }
    notify.success(successText('success.deleted'));
    return true;
  };
}
