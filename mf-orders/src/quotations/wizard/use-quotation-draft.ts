import { readStoredValue, writeStoredValue } from '@portal/shared';
import { useEffect, useState } from 'react';
import { emptyDraft, type QuotationDraft, restoredDraft } from './quotation-draft';

const isPristine = (draft: QuotationDraft) => JSON.stringify(draft) === JSON.stringify(emptyDraft());

/**
 * The wizard's draft, saved to localStorage under `storageName` on every change, so a reload resumes it.
 * `clean` adapts a restored draft to today's data; `clear` forgets it (after a successful submit, or "Start over").
 */
export function useQuotationDraft(storageName: string, clean: (draft: QuotationDraft) => QuotationDraft) {
  const [initial] = useState(() => readStoredValue<unknown>(storageName, null));
  const [draft, setDraft] = useState<QuotationDraft>(() => clean(restoredDraft(initial)));
  const restored = !isPristine(restoredDraft(initial));
  useEffect(() => {
    writeStoredValue(storageName, isPristine(draft) ? null : draft);
  }, [storageName, draft]);
  return {
    draft,
    setDraft,
    /** Whether the page opened on a draft left by an earlier visit. */
    restored,
    clear: () => {
      writeStoredValue(storageName, null);
      setDraft(emptyDraft());
    },
  };
}
