import {
  type RealtimeEvent,
  realtimeEventSchema,
  SseParser,
  STREAM_READY_EVENT,
  STREAM_RECONNECT_EVENT,
} from '@portal/contract';
import * as v from 'valibot';

// One connection to the API's event stream (ADR 0011): fetch with the session headers (EventSource cannot send
// them), reconnection with exponential backoff and jitter, resume with Last-Event-ID, deduplication by event id
// (delivery is at least once), and a watchdog that reconnects when not even a heartbeat arrived in time.

/** idle: not started; connecting: first attempt; open: receiving; down: lost, waiting to retry; refused: 401/403. */
export type StreamStatus = 'idle' | 'connecting' | 'open' | 'down' | 'refused';

export interface EventStreamOptions {
  url: () => string;
  headers: () => Record<string, string>;
  onEvent: (event: RealtimeEvent) => void;
  onStatus: (status: StreamStatus) => void;
  /** First retry delay; doubles per failed attempt up to maxDelayMs (each with ±25 % jitter). */
  minDelayMs?: number;
  maxDelayMs?: number;
  /** No byte for this long (the API sends a heartbeat every 20 s) → reconnect. */
  watchdogMs?: number;
}

const REMEMBERED_IDS = 500;

export class EventStream {
  readonly #options: Required<EventStreamOptions>;
  #status: StreamStatus = 'idle';
  #lastEventId: string | null = null;
  readonly #seen = new Set<string>();
  #attempt = 0;
  #controller: AbortController | null = null;
  #retry: ReturnType<typeof setTimeout> | undefined;
  /** Set by the server's reconnect hint: the next reconnect comes within this many ms instead of the back-off. */
  #reconnectWithinMs: number | null = null;
  #watchdog: ReturnType<typeof setTimeout> | undefined;
  #running = false;

  constructor(options: EventStreamOptions) {
    this.#options = { minDelayMs: 1_000, maxDelayMs: 30_000, watchdogMs: 45_000, ...options };
  }

  get status(): StreamStatus {
    return this.#status;
  }

  get lastEventId(): string | null {
    return this.#lastEventId;
  }

  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#attempt = 0;
    this.#setStatus('connecting');
    void this.#connect();
  }

  stop(): void {
    this.#running = false;
    clearTimeout(this.#retry);
    clearTimeout(this.#watchdog);
    this.#controller?.abort();
    this.#controller = null;
    this.#setStatus('idle');
  }

  #setStatus(status: StreamStatus) {
    if (status === this.#status) return;
    this.#status = status;
    this.#options.onStatus(status);
  }

  #armWatchdog(controller: AbortController) {
    clearTimeout(this.#watchdog);
    this.#watchdog = setTimeout(() => controller.abort(), this.#options.watchdogMs);
  }

  async #connect(): Promise<void> {
    const controller = new AbortController();
    this.#controller = controller;
    const headers: Record<string, string> = { ...this.#options.headers(), Accept: 'text/event-stream' };
    if (this.#lastEventId !== null) headers['Last-Event-ID'] = this.#lastEventId;
    try {
      this.#armWatchdog(controller);
      const response = await fetch(this.#options.url(), { headers, signal: controller.signal, cache: 'no-store' });
      if (response.status === 401 || response.status === 403) {
        // Not allowed (signed out, permission withdrawn): retrying would not help; the page's next API call
        // meets the same answer and signs the user out.
        this.#running = false;
        clearTimeout(this.#watchdog);
        this.#setStatus('refused');
        return;
      }
      if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
      this.#attempt = 0;
      this.#setStatus('open');
      await this.#read(response.body, controller);
    } catch {
      // network failure, abort by the watchdog or by stop(): handled below
    }
    clearTimeout(this.#watchdog);
    if (!this.#running || this.#controller !== controller) return;
    const soon = this.#reconnectWithinMs;
    this.#reconnectWithinMs = null;
    this.#setStatus('down');
    this.#retry = setTimeout(() => void this.#connect(), soon !== null ? Math.random() * soon : this.#delay());
  }

  #delay(): number {
    const { minDelayMs, maxDelayMs } = this.#options;
    const base = Math.min(maxDelayMs, minDelayMs * 2 ** this.#attempt);
    this.#attempt += 1;
    return Math.round(base * (0.75 + Math.random() * 0.5));
  }

  async #read(body: ReadableStream<Uint8Array>, controller: AbortController) {
    const parser = new SseParser();
    const decoder = new TextDecoder();
    const reader = body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      this.#armWatchdog(controller);
      for (const message of parser.push(decoder.decode(value, { stream: true }))) {
        if (message.id !== null) this.#lastEventId = message.id;
        if (message.event === STREAM_READY_EVENT) continue;
        if (message.event === STREAM_RECONNECT_EVENT) {
          // The server is shutting down: come back at once (another process answers), not after the back-off.
          const within = Number(message.data);
          this.#reconnectWithinMs = Number.isFinite(within) && within >= 0 ? Math.min(within, 10_000) : 1_000;
          continue;
        }
        this.#deliver(message.data);
      }
    }
  }

  #deliver(data: string) {
    let event: RealtimeEvent;
    try {
      event = v.parse(realtimeEventSchema, JSON.parse(data));
    } catch {
      return; // not ours to show; the next valid event still arrives
    }
    if (this.#seen.has(event.id)) return;
    this.#seen.add(event.id);
    if (this.#seen.size > REMEMBERED_IDS) this.#seen.delete(this.#seen.values().next().value as string);
    this.#options.onEvent(event);
  }
}
