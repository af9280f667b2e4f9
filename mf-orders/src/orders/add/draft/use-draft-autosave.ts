import type { OrderDraftForm } from '@portal/shared/contract';
import { useEffect, useRef } from 'react';

// ADR 0063: the form saves itself as a draft 1.5 s after the user stops typing, and at once when they leave the
// page (unmount) with a change not yet saved. Only what the user changed is saved: a form just resumed or just
// opened saves nothing.

const DEBOUNCE_MS = 1_500;

/**
 * Saves `form` through `save` when it differs from what was last saved. `rebase()`: the next form seen counts as
 * saved (a draft being resumed); `cancel()` drops a pending save (the form is being submitted).
 */
export function useDraftAutosave(
  form: OrderDraftForm,
  options: { enabled: boolean; save: (form: OrderDraftForm) => void },
) {
  const saved = useRef<string | null>(null);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; form: OrderDraftForm } | null>(null);
  const latest = useRef(options);
  latest.current = options;
  const serial = JSON.stringify(form);

  const flush = () => {
    const next = pending.current;
    if (!next) return;
    clearTimeout(next.timer);
    pending.current = null;
    saved.current = JSON.stringify(next.form);
    latest.current.save(next.form);
  };

  useEffect(() => {
    // The first form seen is the empty (or carried) one: nothing the user typed yet.
    if (saved.current === null) saved.current = serial;
    if (!options.enabled || serial === saved.current) return;
    if (pending.current) clearTimeout(pending.current.timer);
    const form = JSON.parse(serial) as OrderDraftForm;
    pending.current = { form, timer: setTimeout(flush, DEBOUNCE_MS) };
  }, [serial, options.enabled]);

  // Leaving the page keeps what was typed.
  useEffect(() => () => flush(), []);

  return {
    rebase: () => {
      saved.current = null;
    },
    cancel: () => {
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = null;
    },
  };
}
