import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { clusterOriginOf } from '../support/apps';
import { apiProcesses, ownerHeaders } from './cluster-env';
import { EventStreamClient } from './event-stream-client';

// One API process killed (SIGKILL) mid-run while clients work through nginx (issue 24.4): every read succeeds (nginx
// retries it on the survivor), every money POST succeeds once (retried by the client with its Idempotency-Key after a
// 502), no deduction is lost or doubled, the event streams on the dead process reconnect to the survivor and miss no
// event, and a file stored before the kill is still served.

const URL_BASE = clusterOriginOf('shell');
const RUN_MS = 12_000;
const KILL_AT_MS = 4_000;
const CLIENTS = 4;

type Json = { data: Record<string, unknown> };

test('one API process dies mid-run: requests, money, files and event streams carry on', async () => {
  test.setTimeout(120_000);
  const headers = ownerHeaders();
  const get = async (path: string) => {
    const response = await fetch(`${URL_BASE}${path}`, { headers });
    expect(response.status, path).toBe(200);
    return ((await response.json()) as Json).data;
  };
  const post = (path: string, body: unknown, extra: Record<string, string> = {}) =>
    fetch(`${URL_BASE}${path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', ...extra },
      body: JSON.stringify(body),
    });
  const [victim, survivor] = apiProcesses();
  expect(victim && survivor, 'two API processes').toBeTruthy();

  // Streams opened one after the other: nginx's round robin puts every other one on the process to be killed.
  const streams: EventStreamClient[] = [];
  for (let i = 0; i < 4; i += 1) {
    const stream = new EventStreamClient(`${URL_BASE}/api/v1/company/events/stream`, headers);
    await stream.connected;
    streams.push(stream);
  }

  // A file stored before the kill.
  const pdf = new FormData();
  pdf.append('body', 'Before the kill');
  pdf.append('attachment', new Blob(['%PDF-1.4\n% failover\n%%EOF\n'], { type: 'application/pdf' }), 'before.pdf');
  const upload = await fetch(`${URL_BASE}/api/v1/company/chat/support`, { method: 'POST', headers, body: pdf });
  expect(upload.status, await upload.clone().text()).toBe(201);
  const fileMessageId = ((await upload.json()) as Json).data.id as string;

  const balanceBefore = (await get('/api/v1/company/wallets/wallet')).balance as number;
  const entriesBefore = (await get('/api/v1/company/wallets/walletTransaction?perPage=10')).total as number;

  const failedReads: string[] = [];
  const deductions = new Map<string, string>();
  let retriedPosts = 0;
  let reads = 0;
  let slowest = 0;
  const started = Date.now();

  /** POST deductFromWallet until it answers 201, always with the same key (the API runs it once per key). */
  const deductOnce = async () => {
    const key = randomUUID();
    for (let attempt = 1; attempt <= 8; attempt += 1) {
      const t0 = Date.now();
      const response = await post('/api/v1/company/wallets/deductFromWallet', { amount: 1 }, { 'idempotency-key': key })
        .then((r) => r)
        .catch(() => null);
      slowest = Math.max(slowest, Date.now() - t0);
      if (response?.status === 201) {
        const transaction = ((await response.json()) as Json).data.transaction as { id: string };
        const earlier = deductions.get(key);
        if (earlier) expect(transaction.id, 'a replay answers the first deduction').toBe(earlier);
        deductions.set(key, transaction.id);
        return;
      }
      // Only "the process died under the request" may be retried; anything else is a failure of the test.
      expect([502, 503, 504, undefined], `deduct attempt ${attempt}`).toContain(response?.status);
      retriedPosts += 1;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`deduction ${key} never succeeded`);
  };

  const client = async () => {
    for (let i = 0; Date.now() - started < RUN_MS; i += 1) {
      const t0 = Date.now();
      const response = await fetch(`${URL_BASE}/api/v1/company/orders/order?perPage=10`, { headers }).catch(
        (error: Error) => error,
      );
      slowest = Math.max(slowest, Date.now() - t0);
      reads += 1;
      if (response instanceof Error) failedReads.push(response.message);
      else if (response.status !== 200) failedReads.push(`${response.status} ${await response.text()}`);
      else await response.arrayBuffer();
      if (i % 2 === 1) await deductOnce();
    }
  };
  const killer = (async () => {
    await new Promise((resolve) => setTimeout(resolve, KILL_AT_MS));
    process.kill(victim!.pid, 'SIGKILL');
  })();
  await Promise.all([...Array.from({ length: CLIENTS }, client), killer]);

  // Every read answered; every deduction applied exactly once.
  expect(failedReads).toEqual([]);
  const balanceAfter = (await get('/api/v1/company/wallets/wallet')).balance as number;
  const entriesAfter = (await get('/api/v1/company/wallets/walletTransaction?perPage=10')).total as number;
  expect(deductions.size).toBeGreaterThan(0);
  expect(balanceBefore - balanceAfter, 'the balance moved by exactly the acknowledged deductions').toBe(
    deductions.size,
  );
  expect(entriesAfter - entriesBefore, 'one ledger entry per acknowledged deduction').toBe(deductions.size);
  expect(new Set(deductions.values()).size).toBe(deductions.size);

  // The file stored before the kill is still served (by the survivor).
  const file = await fetch(`${URL_BASE}/api/v1/company/chat/support/${fileMessageId}/file`, { headers });
  expect(file.status).toBe(200);

  // An event written after the kill reaches every stream, the reconnected ones included, once.
  const after = await post('/api/v1/company/chat/support', { body: 'After the kill' });
  expect(after.status).toBe(201);
  const messageIds = [fileMessageId, ((await after.json()) as Json).data.id as string];
  const received = (stream: EventStreamClient, messageId: string) =>
    stream.events.filter((event) => event.type === 'TECHNICAL_SUPPORT' && event.data.message_id === messageId).length;
  await expect
    .poll(() => streams.map((stream) => messageIds.map((id) => received(stream, id))), { timeout: 20_000 })
    .toEqual(streams.map(() => messageIds.map(() => 1)));
  const dropped = streams.filter((stream) => stream.drops > 0);
  expect(dropped.length, 'the streams on the killed process dropped').toBeGreaterThan(0);
  for (const stream of dropped) expect(stream.connections).toBeGreaterThan(1);

  console.log(
    `failover: ${reads} reads, ${deductions.size} deductions (${retriedPosts} POST attempts retried by the client), ` +
      `${dropped.length}/${streams.length} streams reconnected, slowest request ${slowest} ms`,
  );
  for (const stream of streams) stream.close();
});
