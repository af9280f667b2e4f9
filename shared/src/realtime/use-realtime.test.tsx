// @vitest-environment jsdom
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureHttp } from '../http/client';
import { queryClient } from '../query/query-client';
import { session } from '../session/session-store';
import { realtime } from './realtime';
import { useFallbackInterval, useRealtimeConnection } from './use-realtime';

// The tab's realtime connection as the shell uses it, against a real local SSE server: one connection however
// many components hold it, matching caches marked stale on an event, an event during a first fetch not lost,
// the badges read again when the stream opens, and the poll interval that exists only while the stream is down.

const open: ServerResponse[] = [];
let server: ReturnType<typeof createServer>;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (!req.url?.endsWith('/company/events/stream')) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write('id: 1\nevent: ready\ndata: {}\n\n');
    open.push(res);
    req.on('close', () => open.splice(open.indexOf(res), 1));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureHttp({ baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1` });
});
// Signed in before each test, whichever ran before it ("stops at sign-out" signs out).
beforeEach(() => session.setToken('realtime-test-token-0123456789'));
afterEach(cleanup);
afterAll(async () => {
  session.clear();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const intervals: (number | false)[] = [];
function Holder() {
  useRealtimeConnection(true);
  intervals.push(useFallbackInterval(60_000));
  return null;
}

describe('realtime connection hooks', () => {
  it('opens one connection per tab, refreshes the matching caches on events, polls only while down', async () => {
    queryClient.setQueryData(['packages', 'list', {}], { items: [] });
    queryClient.setQueryData(['shell', 'notifications', 5, 1], { items: [] });
    queryClient.setQueryData(['accounting', 'wallet'], { balance: 0 });
    const view = render(
      <>
        <Holder />
        <Holder />
      </>,
    );
    expect(intervals[0]).toBe(60_000);
    await waitFor(() => expect(realtime.isLive()).toBe(true));
    await waitFor(() => expect(intervals.at(-1)).toBe(false));
    expect(open).toHaveLength(1);

    act(() => {
      open[0]!.write(
        `id: 2\ndata: ${JSON.stringify({ id: 'ev-1', type: 'NEW_PACKAGE', data: { reference: 'PKG-1' }, created_at: '' })}\n\n`,
      );
    });
    await waitFor(() => expect(queryClient.getQueryState(['packages', 'list', {}])?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(['shell', 'notifications', 5, 1])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['accounting', 'wallet'])?.isInvalidated).toBe(false);

    // The server goes away: the stream is down and the bell polls again until it is back.
    act(() => open[0]!.destroy());
    await waitFor(() => expect(intervals.at(-1)).toBe(60_000));

    view.unmount();
    expect(realtime.status()).toBe('idle');
  });

  it('an event that arrives while a first fetch is in flight refetches: the earlier answer is not taken for it', async () => {
    const holder = render(<Holder />);
    await waitFor(() => expect(realtime.isLive()).toBe(true));
    // The Messages badge mounts after the stream is open (a page load): its first read is slow and predates the
    // ops answer that the stream reports meanwhile.
    const answers: ((total: number) => void)[] = [];
    function Badge() {
      const unread = useQuery({
        queryKey: ['chat', 'unread', 'in-flight'],
        queryFn: () => new Promise<{ total: number }>((resolve) => answers.push((total) => resolve({ total }))),
      });
      return <output>{unread.data ? `unread ${unread.data.total}` : 'loading'}</output>;
    }
    const badge = render(
      <QueryClientProvider client={queryClient}>
        <Badge />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(answers).toHaveLength(1));
    act(() => {
      open[0]!.write(
        `id: 3\ndata: ${JSON.stringify({ id: 'ev-2', type: 'TECHNICAL_SUPPORT', data: {}, created_at: '' })}\n\n`,
      );
    });
    await waitFor(() => expect(answers).toHaveLength(2));
    act(() => {
      answers[0]!(0); // read before the message was committed
      answers[1]!(1);
    });
    await waitFor(() => expect(badge.container.textContent).toBe('unread 1'));
    badge.unmount();
    holder.unmount();
  });

  it('reads the badges again when the stream opens (a change just before it came as no event)', async () => {
    let reads = 0;
    function Bell() {
      const list = useQuery({
        queryKey: ['shell', 'notifications', 'on-open'],
        queryFn: async () => ({ unread: ++reads }),
      });
      return <output>{list.data ? `read ${list.data.unread}` : 'loading'}</output>;
    }
    const view = render(
      <QueryClientProvider client={queryClient}>
        <Holder />
        <Bell />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(realtime.isLive()).toBe(true));
    await waitFor(() => expect(view.container.textContent).toBe('read 2'));
    view.unmount();
  });

  it('stops at sign-out', async () => {
    render(<Holder />);
    await waitFor(() => expect(realtime.isLive()).toBe(true));
    act(() => session.clear());
    expect(realtime.status()).toBe('idle');
    await waitFor(() => expect(open).toHaveLength(0));
  });
});
