// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { notify, type ToastMessage } from '../feedback/notify';
import { type CardReturnNews, cardOutcome, useCardReturn } from './card-return';

afterEach(cleanup);

function Page({ ready, news, calls }: { ready: boolean; news: CardReturnNews | null; calls: string[] }) {
  const location = useLocation();
  const [, rerender] = useState(0);
  useCardReturn(ready, async (paymentId) => {
    calls.push(paymentId);
    rerender((n) => n + 1);
    return news;
  });
  return <output data-testid="search">{location.search}</output>;
}

function renderAt(url: string, props: { ready: boolean; news: CardReturnNews | null }) {
  const calls: string[] = [];
  const toasts: ToastMessage[] = [];
  const stop = notify.subscribe((toast) => toasts.push(toast));
  const view = render(
    <MemoryRouter initialEntries={[url]}>
      <Page {...props} calls={calls} />
    </MemoryRouter>,
  );
  return { calls, toasts, stop, view };
}

describe('the card return every payable page shares', () => {
  it('settles the payment once, drops ?payment from the address and toasts the news', async () => {
    const { calls, toasts, stop, view } = renderAt('/b2b/orders/view/ORD-1?payment=p1&tab=payments', {
      ready: true,
      news: { outcome: 'paid', title: 'Card payment successful' },
    });
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toMatchObject({ intent: 'success', title: 'Card payment successful' });
    expect(calls).toEqual(['p1']);
    expect(view.getByTestId('search').textContent).toBe('?tab=payments');
    stop();
  });

  it('waits for the page to be ready; a refused payment is an error toast with its reason', async () => {
    const news: CardReturnNews = { outcome: 'failed', title: 'Not completed', detail: 'Declined by the bank' };
    const first = renderAt('/b2b/wallets?payment=p2', { ready: false, news });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(first.calls).toEqual([]);
    first.view.rerender(
      <MemoryRouter initialEntries={['/b2b/wallets?payment=p2']}>
        <Page ready news={news} calls={first.calls} />
      </MemoryRouter>,
    );
    await waitFor(() => expect(first.toasts).toHaveLength(1));
    expect(first.toasts[0]).toMatchObject({ intent: 'error', title: 'Not completed', body: 'Declined by the bank' });
    first.stop();
  });

  it('reads a payment row: paid, refused, canceled or still at the gateway', () => {
    expect(cardOutcome({ status: 'paid', gateway_status: 'paid' })).toBe('paid');
    expect(cardOutcome({ status: 'none', gateway_status: 'failed' })).toBe('failed');
    expect(cardOutcome({ status: 'none', gateway_status: 'canceled' })).toBe('canceled');
    expect(cardOutcome({ status: 'unpaid', gateway_status: 'initiated' })).toBe('pending');
  });
});
