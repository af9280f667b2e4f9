import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The card gateway sends the browser back to the page with `?payment=<id>`: once the page's thing is loaded
 * (`ready`), `onReturn` runs once for that payment and the parameter is removed, so a reload does not ask again.
 */
export function useGatewayReturn(ready: boolean, onReturn: (paymentId: string) => void) {
  const [params, setParams] = useSearchParams();
  const paymentId = params.get('payment');
  const handled = useRef<string | null>(null);
  // The latest handler, so a new closure each render does not run the effect again.
  const latest = useRef(onReturn);
  latest.current = onReturn;

  useEffect(() => {
    if (!paymentId || !ready || handled.current === paymentId) return;
    handled.current = paymentId;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('payment');
        return next;
      },
      { replace: true },
    );
    latest.current(paymentId);
  }, [paymentId, ready, setParams]);
}
