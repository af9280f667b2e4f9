import { ApiError } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { Outbox, type OutboxDeps } from './outbox';
import type { NewOutboxEntry, OutboxEntry } from './outbox-entry';
import type { OutboxStore } from './outbox-store';

// The outbox's rules (ADR 0052) on an in-memory store (jsdom has no IndexedDB; the browser test runs the real one
// against the real API): in order, one at a time, each once; no answer keeps it waiting; a refusal stops the queue
// unless the technician is waiting for that very action.

function memoryStore(): OutboxStore & { rows: Map<number, OutboxEntry> } {
  const rows = new Map<number, OutboxEntry>();
  let next = 1;
  return {
    rows,
    list: async (account) => [...rows.values()].filter((row) => row.account === account).sort((a, b) => a.seq - b.seq),
    add: async (entry: NewOutboxEntry) => {
      const seq = next++;
      rows.set(seq, { ...entry, seq });
      return seq;
    },
    put: async (entry) => void rows.set(entry.seq, entry),
    remove: async (seq) => void rows.delete(seq),
  };
}

const networkDown = () => new ApiError({ kind: 'network', status: 0, message: 'offline' });
const refusedByApi = () => new ApiError({ kind: 'server', status: 409, message: 'This step is not allowed now.' });

function setUp(options: { online?: boolean } = {}) {
  const store = memoryStore();
  const sent: string[] = [];
  const refusedNow: string[] = [];
  let online = options.online ?? true;
  let answer: (entry: OutboxEntry) => unknown = () => ({ ok: true });
  let key = 0;
  let afterPass: () => unknown = () => undefined;
  let reread: OutboxDeps['onSent'] = () => undefined;
  const deps: OutboxDeps = {
    store,
    send: async (entry) => {
      const result = answer(entry);
      if (result instanceof ApiError) throw result;
      sent.push(`${entry.kind === 'step' ? entry.operation : entry.kind}:${entry.key}`);
      return result;
    },
    account: () => 'technician-1',
    online: () => online,
    newKey: () => `key-${++key}`,
    now: () => 0,
    onSent: (entry) => reread(entry),
    onRefusedNow: (error) => refusedNow.push(error.message),
    exclusive: (work) =>
      work().then(async () => {
        await afterPass();
      }),
  };
  const outbox = new Outbox(deps);
  return {
    outbox,
    store,
    sent,
    refusedNow,
    goOnline: (value: boolean) => {
      online = value;
    },
    answerWith: (next: (entry: OutboxEntry) => unknown) => {
      answer = next;
    },
    /** The screens' re-read after each sent action. */
    onSentWith: (next: OutboxDeps['onSent']) => {
      reread = next;
    },
    /** Runs between a pass's end and the drain's end (the lock's release: other work runs meanwhile). */
    onPassEnd: (next: () => unknown) => {
      afterPass = next;
    },
  };
}

describe('the field outbox', () => {
  it('sends an action taken while the last pass was ending (it is not left waiting while online)', async () => {
    const { outbox, sent, onPassEnd } = setUp();
    let second: Promise<unknown> = Promise.resolve();
    const taken = new Promise<void>((resolve) =>
      onPassEnd(async () => {
        onPassEnd(() => undefined);
        second = outbox.submit('order-1', 'ORD-1', { kind: 'step', operation: 'complete' });
        // the new action is on the phone before the first drain ends
        await new Promise((wait) => setTimeout(wait, 0));
        resolve();
      }),
    );
    await outbox.submit('order-1', 'ORD-1', { kind: 'cash' });
    await taken;
    expect(await second).toEqual({ sent: true, answer: { ok: true } });
    expect(sent.map((line) => line.split(':')[0])).toEqual(['cash', 'complete']);
    expect(outbox.getState().entries).toEqual([]);
  });

  it('keeps a sent action in what the screens show until they have re-read the visit (no flicker back)', async () => {
    const { outbox, sent, onSentWith } = setUp();
    let rereadDone: () => void = () => undefined;
    const seenWhileRereading: string[][] = [];
    onSentWith(() => {
      seenWhileRereading.push(outbox.getState().entries.map((entry) => entry.kind));
      return new Promise<void>((resolve) => {
        rereadDone = resolve;
      });
    });
    const submitted = outbox.submit('order-1', 'ORD-1', { kind: 'cash' });
    await new Promise((wait) => setTimeout(wait, 0));
    // The API has it, the screens are still re-reading: it still counts (the visit shows the cash as paid).
    expect(sent.map((line) => line.split(':')[0])).toEqual(['cash']);
    expect(seenWhileRereading).toEqual([['cash']]);
    expect(outbox.getState().entries.map((entry) => entry.kind)).toEqual(['cash']);
    rereadDone();
    expect(await submitted).toEqual({ sent: true, answer: { ok: true } });
    expect(outbox.getState().entries).toEqual([]);
  });

  it('sends at once when online, with the key made when the technician acted', async () => {
    const { outbox, sent, store } = setUp();
    expect(await outbox.submit('order-1', 'ORD-1', { kind: 'step', operation: 'depart' })).toEqual({
      sent: true,
      answer: { ok: true },
    });
    expect(sent).toEqual(['depart:key-1']);
    expect(store.rows.size).toBe(0);
    expect(outbox.getState().entries).toEqual([]);
  });

  it('keeps actions taken offline on the phone, then sends them in order, each once', async () => {
    const { outbox, sent, store, goOnline } = setUp({ online: false });
    expect(await outbox.submit('order-1', 'ORD-1', { kind: 'step', operation: 'depart' })).toEqual({ sent: false });
    await outbox.submit('order-1', 'ORD-1', { kind: 'step', operation: 'arrive' });
    await outbox.submit('order-1', 'ORD-1', { kind: 'photo', stage: 'before', photo: new Blob(['x']) });
    expect(sent).toEqual([]);
    expect(outbox.getState()).toMatchObject({ offline: true });
    expect(outbox.getState().entries.map((entry) => entry.kind)).toEqual(['step', 'step', 'photo']);
    expect(store.rows.size).toBe(3);

    goOnline(true);
    await Promise.all([outbox.drain(), outbox.drain()]);
    expect(sent).toEqual(['depart:key-1', 'arrive:key-2', 'photo:key-3']);
    expect(store.rows.size).toBe(0);
    expect(outbox.getState()).toMatchObject({ entries: [], offline: false, sending: null });
  });

  it('keeps the same key when a send gets no answer, so the API can answer the repeat once', async () => {
    const { outbox, sent, answerWith } = setUp();
    answerWith(() => networkDown());
    expect(await outbox.submit('order-1', 'ORD-1', { kind: 'cash' })).toEqual({ sent: false });
    expect(outbox.getState().offline).toBe(true);
    answerWith(() => ({ ok: true }));
    await outbox.drain();
    expect(sent).toEqual(['cash:key-1']);
  });

  it('stops at a refused action with the API message; later ones wait behind it until retried or discarded', async () => {
    const { outbox, sent, goOnline, answerWith, refusedNow } = setUp({ online: false });
    await outbox.submit('order-1', 'ORD-1', { kind: 'step', operation: 'depart' });
    await outbox.submit('order-1', 'ORD-1', { kind: 'step', operation: 'arrive' });
    goOnline(true);
    answerWith((entry) => (entry.kind === 'step' && entry.operation === 'depart' ? refusedByApi() : { ok: true }));
    await outbox.drain();
    expect(sent).toEqual([]);
    // Sent later, nobody waits for it on screen: it stays, marked, and holds the queue.
    expect(refusedNow).toEqual([]);
    const [head, behind] = outbox.getState().entries;
    expect(head).toMatchObject({ refusal: 'This step is not allowed now.' });
    expect(behind).toMatchObject({ refusal: null });

    // A new action waits behind it too.
    expect(await outbox.submit('order-1', 'ORD-1', { kind: 'cash' })).toEqual({ sent: false });
    await outbox.retry(head!.seq);
    expect(outbox.getState().entries[0]).toMatchObject({ seq: head!.seq, refusal: 'This step is not allowed now.' });

    await outbox.discard(head!.seq);
    expect(sent).toEqual(['arrive:key-2', 'cash:key-3']);
    expect(outbox.getState().entries).toEqual([]);
  });

  it('tells the technician at once when the action he is waiting for is refused, and does not keep it', async () => {
    const { outbox, answerWith, refusedNow, store } = setUp();
    answerWith(() => refusedByApi());
    await expect(outbox.submit('order-1', 'ORD-1', { kind: 'step', operation: 'complete' })).rejects.toThrow(
      'This step is not allowed now.',
    );
    expect(refusedNow).toEqual(['This step is not allowed now.']);
    expect(store.rows.size).toBe(0);
  });

  it("sends only the signed-in account's actions", async () => {
    const { outbox, store, sent } = setUp();
    await store.add({
      kind: 'cash',
      key: 'someone-else',
      account: 'technician-2',
      orderId: 'order-9',
      reference: 'ORD-9',
      createdAt: 0,
      refusal: null,
    });
    await outbox.drain();
    expect(sent).toEqual([]);
    expect(store.rows.size).toBe(1);
  });
});
