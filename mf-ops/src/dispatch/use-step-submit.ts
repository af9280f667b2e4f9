import { useDecisionSubmit } from '../queue/use-decision-submit';
import { type DispatchStep, useDispatchStep } from './dispatch-queries';

/** Sends one step of a board dialog as the console's decisions are sent (one key for this exact step). */
export function useStepSubmit(orderId: string, onClose: () => void) {
  const decide = useDecisionSubmit(onClose);
  const step = useDispatchStep();
  const submit = (
    body: DispatchStep,
    success: string,
    onFieldErrors: (fields: Record<string, string[] | undefined>) => void,
  ) =>
    decide(
      `${orderId}:${JSON.stringify(body)}`,
      (headers) => step.mutateAsync({ orderId, step: body, headers }),
      success,
      onFieldErrors,
    );
  return { submit, pending: step.isPending };
}
