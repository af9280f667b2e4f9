import type { DraftAnswers, QuotationDraft } from '../quotation-draft';
import type { StepErrors } from '../wizard-steps';

export type StepProps = {
  draft: QuotationDraft;
  /** Applies a change to the draft (saved at once, priced at once). */
  update: (change: (draft: QuotationDraft) => QuotationDraft) => void;
  errors: StepErrors;
};

/** Sets one answer. */
export const setAnswer =
  <K extends keyof DraftAnswers>(key: K, value: DraftAnswers[K]) =>
  (draft: QuotationDraft): QuotationDraft => ({ ...draft, answers: { ...draft.answers, [key]: value } });
