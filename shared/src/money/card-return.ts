import type { Payment } from '@portal/contract';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { notify } from '../feedback/notify';

// The one card-return flow of every payable thing (order, package, wallet recharge; ADR 0041): the gateway sends
// the browser back to the thing's page with `?payment=<id>`. Each page says how its payment is settled and what
// to say; this hook runs that once per payment, removes the parameter (a reload does not ask again) and toasts.

export type CardReturnOutcome = 'paid' | 'failed' | 'canceled' | 'pending';

/** What the page learnt about the payment: its outcome, the toast's title and, when it failed, the reason. */
export interface CardReturnNews {
  outcome: CardReturnOutcome;
  title: string;
  detail?: string | null | undefined;
}

/** The outcome a payment row shows: paid, refused or canceled by the gateway, or still waiting for it. */
export function cardOutcome(payment: Pick<Payment, 'status' | 'gateway_status'>): CardReturnOutcome {
  if (payment.status === 'paid') return 'paid';
  if (payment.gateway_status === 'failed') return 'failed';
  if (payment.gateway_status === 'canceled') return 'canceled';
  return 'pending';
}

function announce(news: CardReturnNews) {
  const detail = news.detail ?? undefined;
  if (news.outcome === 'paid') notify.success(news.title, detail);
  else if (news.outcome === 'pending') notify.show({ intent: 'info', title: news.title, body: detail });
  else notify.error(news.title, detail);
}

/**
 * Once the page's thing is loaded (`ready`), `settle` runs once for the payment the address names: it settles or
 * reads the payment, refreshes what it shows, and answers the news to toast (null: nothing to say).
 */
export function useCardReturn(ready: boolean, settle: (paymentId: string) => Promise<CardReturnNews | null>) {
  const [params, setParams] = useSearchParams();
  const paymentId = params.get('payment');
  const handled = useRef<string | null>(null);
  // The latest handler, so a new closure each render does not run the effect again.
  const latest = useRef(settle);
  latest.current = settle;

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
    void latest
      .current(paymentId)
      .catch(() => null)
      .then((news) => {
        if (news) announce(news);
      });
  }, [paymentId, ready, setParams]);
}
