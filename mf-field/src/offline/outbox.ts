import { type ApiError, toApiError } from '@portal/shared';
import type { NewOutboxEntry, OutboxAction, OutboxEntry } from './outbox-entry';
import type { OutboxStore } from './outbox-store';

// The field app's outbox (issue 30.4, ADR 0052). Every action is written to the phone first, then sent in the order
// it was taken, one at a time, each with the Idempotency-Key made when the technician acted: a send whose answer
// was lost is sent again and the API answers it once. No answer (offline, a dropped connection, a server
// restarting) leaves the action waiting and sending resumes when the connection returns; a refusal (4xx) stops the
// queue at that action, with the API's message, until the technician retries or discards it.

export interface OutboxState {
  /** The signed-in account's waiting actions, oldest first. */
  entries: readonly OutboxEntry[];
  /** The entry being sent now, with its upload progress (photos). */
  sending: { seq: number; percent: number | null } | null;
  /** The last send found no connection: sending resumes when it returns. */
  offline: boolean;
}

/** A submitted action: sent now (with the API's answer), or kept waiting on the phone. */
export type Submitted = { sent: true; answer: unknown } | { sent: false };

export interface OutboxDeps {
  store: OutboxStore;
  send: (entry: OutboxEntry, onProgress: (percent: number | null) => void) => Promise<unknown>;
  /** The signed-in user's id; null when nobody is signed in (nothing is sent). */
  account: () => string | null;
  online: () => boolean;
  newKey: () => string;
  now: () => number;
  /**
   * After each action the API has: the screens re-read it. The action stays in what the screens project until that
   * re-read settles (or SETTLE_MS pass): dropped earlier, a sent step would flicker back to the state before it and
   * the next button would be disabled under the technician's thumb.
   */
  onSent: (entry: OutboxEntry) => Promise<unknown> | undefined;
  /** A refusal of an action the technician is waiting for (he acted just now): told at once, not queued. */
  onRefusedNow: (error: ApiError) => void;
  /** Runs `work` alone among the app's tabs (Web Locks); tabs share the phone's outbox. */
  exclusive: (work: () => Promise<void>) => Promise<void>;
}

/** No answer, or an answer that says "later": the action stays waiting. Any other refusal is the API's "no". */
function isTransient(error: ApiError): boolean {
  return (
    error.kind === 'network' || error.status === 401 || error.status >= 500 || [408, 425, 429].includes(error.status)
  );
}

/** The longest a sent action waits for the screens' re-read before it leaves the queue (a slow or lost reply). */
const SETTLE_MS = 10_000;

const settled = (work: Promise<unknown> | undefined): Promise<unknown> =>
  work
    ? Promise.race([work.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, SETTLE_MS))])
    : Promise.resolve();

type Waiter = { resolve: (result: Submitted) => void; reject: (error: ApiError) => void };

export class Outbox {
  private state: OutboxState = { entries: [], sending: null, offline: false };
  private readonly listeners = new Set<() => void>();
  private readonly waiters = new Map<number, Waiter>();
  private draining: Promise<void> | null = null;
  private again = false;

  constructor(private readonly deps: OutboxDeps) {}

  getState = (): OutboxState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(change: Partial<OutboxState>): void {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }

  /** Reads the signed-in account's entries from the phone (at start, and when another tab may have sent some). */
  async reload(): Promise<void> {
    const account = this.deps.account();
    this.set({ entries: account ? await this.deps.store.list(account) : [] });
  }

  /** Keeps the action on the phone, then sends what waits; resolves once this action is sent or left waiting. */
  async submit(orderId: string, reference: string, action: OutboxAction): Promise<Submitted> {
    const account = this.deps.account();
    if (!account) return { sent: false };
    const entry: NewOutboxEntry = {
      ...action,
      key: this.deps.newKey(),
      account,
      orderId,
      reference,
      createdAt: this.deps.now(),
      refusal: null,
    };
    const seq = await this.deps.store.add(entry);
    this.set({ entries: [...this.state.entries, { ...entry, seq }] });
    const result = new Promise<Submitted>((resolve, reject) => this.waiters.set(seq, { resolve, reject }));
    void this.drain();
    return result;
  }

  /** Sends the waiting actions in order until none is left, the connection is gone or one is refused. */
  drain(): Promise<void> {
    if (this.draining) {
      // Asked while sending (a new action, the connection back): one more pass after this one.
      this.again = true;
      return this.draining;
    }
    this.draining = this.deps
      .exclusive(async () => {
        do {
          this.again = false;
          await this.reload();
          await this.sendAll();
        } while (this.again && !this.state.offline);
      })
      // The phone's storage failing (a private window without IndexedDB) leaves the actions unsent, not the app broken.
      .catch((error: unknown) => console.log('field outbox: not sent', error))
      .finally(() => {
        this.draining = null;
        // An action taken after the last pass looked for work, before this one ended, would otherwise wait on the
        // phone until the connection "returned" (it never left): one more pass sends it.
        if (this.again && !this.state.offline) void this.drain();
        else this.releaseWaiters();
      });
    return this.draining;
  }

  /** Sends a refused action again (the technician fixed the cause, or it was a passing refusal). */
  async retry(seq: number): Promise<void> {
    const entry = this.state.entries.find((candidate) => candidate.seq === seq);
    if (!entry) return;
    await this.deps.store.put({ ...entry, refusal: null });
    await this.drain();
  }

  /** Drops an action for good (a refused one the technician gives up); the ones behind it are sent. */
  async discard(seq: number): Promise<void> {
    await this.deps.store.remove(seq);
    this.set({ entries: this.state.entries.filter((entry) => entry.seq !== seq) });
    await this.drain();
  }

  private async sendAll(): Promise<void> {
    for (;;) {
      const head = this.state.entries[0];
      if (!head || head.refusal) return;
      if (!this.deps.online()) {
        this.set({ offline: true });
        return;
      }
      this.set({ sending: { seq: head.seq, percent: null }, offline: false });
      try {
        const answer = await this.deps.send(head, (percent) => this.set({ sending: { seq: head.seq, percent } }));
        await this.deps.store.remove(head.seq);
        await settled(this.deps.onSent(head));
        this.set({ entries: this.state.entries.filter((entry) => entry.seq !== head.seq), sending: null });
        this.take(head.seq)?.resolve({ sent: true, answer });
      } catch (caught) {
        const error = toApiError(caught);
        this.set({ sending: null });
        if (isTransient(error)) {
          this.set({ offline: true });
          return;
        }
        await this.refused(head, error);
        if (this.state.entries[0]?.seq === head.seq) return;
      }
    }
  }

  /** The technician still waits for this one: he is told now and it leaves the queue; otherwise it stops the queue. */
  private async refused(entry: OutboxEntry, error: ApiError): Promise<void> {
    const waiter = this.take(entry.seq);
    if (waiter) {
      await this.deps.store.remove(entry.seq);
      this.set({ entries: this.state.entries.filter((candidate) => candidate.seq !== entry.seq) });
      this.deps.onRefusedNow(error);
      waiter.reject(error);
      return;
    }
    const stopped = { ...entry, refusal: error.message };
    await this.deps.store.put(stopped);
    this.set({ entries: this.state.entries.map((candidate) => (candidate.seq === entry.seq ? stopped : candidate)) });
  }

  private take(seq: number): Waiter | undefined {
    const waiter = this.waiters.get(seq);
    this.waiters.delete(seq);
    return waiter;
  }

  /** Actions not sent in this pass wait on the phone: their screens go on. */
  private releaseWaiters(): void {
    for (const [seq, waiter] of this.waiters) {
      this.waiters.delete(seq);
      waiter.resolve({ sent: false });
    }
  }
}
