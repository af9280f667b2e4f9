// @vitest-environment jsdom
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configureHttp } from '../http/client';
import { queryClient } from '../query/query-client';
import { session } from '../session/session-store';
import { realtime } from './realtime';
import { useFallbackInterval, useRealtimeConnection } from './use-realtime';

// The tab's realtime connection as the shell uses it, against a real local SSE server: one connection however
// many components hold it, matching caches marked stale on an event, and the poll interval that exists only
// while the stream is down.

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
  session.setToken('realtime-test-token-0123456789');
});
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

  it('stops at sign-out', async () => {
    render(<Holder />);
    await waitFor(() => expect(realtime.isLive()).toBe(true));
    act(() => session.clear());
    expect(realtime.status()).toBe('idle');
    await waitFor(() => expect(open).toHaveLength(0));
  });
});
