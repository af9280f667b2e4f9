import type { ServerResponse } from 'node:http';
import type { DispatchedEvent } from './event-queries';
import { visibleTo } from './event-visibility';
import {
  accessKeys,
  grantCurrent,
  readGrant,
  type StreamAccessDeps,
  type StreamGrant,
  type StreamIdentity,
} from './stream-access';
import type { StreamSubscriber } from './stream-hub';

// One open event stream: what it may receive (its grant, ./stream-access.ts) and the writing of its events.
// Events that arrive while its access is being read again wait for that read, so an event dispatched after an
// access change is judged by the new access (on a server both notifications come in commit order on one
// connection; PGlite calls the listener at commit).

const MAX_BUFFERED_BYTES = 1024 * 1024;
/** Events held during an access read beyond this: the stream ends; the client resumes by Last-Event-ID. */
const MAX_HELD_EVENTS = 10_000;

const sseFrame = (event: DispatchedEvent) =>
  `id: ${event.seq}\ndata: ${JSON.stringify({
    id: event.id,
    type: event.type,
    data: event.payload,
    created_at: event.createdAt,
  })}\n\n`;

export class StreamConnection implements StreamSubscriber {
  readonly companyId: string;
  lastSeq: number;
  accessKeys: readonly string[];
  #grant: StreamGrant;
  #closed = false;
  /** An access read is running; `again`: another change came meanwhile. */
  #checking: Promise<void> | null = null;
  #again = false;
  #held: DispatchedEvent[] = [];

  constructor(
    private readonly app: StreamAccessDeps,
    private readonly raw: ServerResponse,
    private readonly identity: StreamIdentity,
    grant: StreamGrant,
    startSeq: number,
    private readonly onEnd: (reason?: 'shutdown') => void,
  ) {
    this.companyId = identity.companyId;
    this.lastSeq = startSeq;
    this.#grant = grant;
    this.accessKeys = accessKeys(grant);
  }

  get closed() {
    return this.#closed;
  }

  deliver(events: DispatchedEvent[]): void {
    if (this.#closed || events.length === 0) return;
    this.lastSeq = events[events.length - 1]!.seq;
    if (this.#checking) {
      this.#held.push(...events);
      if (this.#held.length > MAX_HELD_EVENTS) this.end();
      return;
    }
    this.#write(events);
  }

  /** Reads the access again; resolves once read (or the stream ended). Concurrent calls share one read loop. */
  recheck(): Promise<void> {
    if (this.#closed) return Promise.resolve();
    if (this.#checking) {
      this.#again = true;
      return this.#checking;
    }
    this.#checking = this.#checkLoop()
      .catch(() => this.end())
      .finally(() => {
        this.#checking = null;
        const held = this.#held;
        this.#held = [];
        if (!this.#closed && held.length > 0) this.#write(held);
      });
    return this.#checking;
  }

  async #checkLoop() {
    do {
      this.#again = false;
      const next = await readGrant(this.app, this.identity);
      if (this.#closed) return;
      if (!next) {
        this.end();
        return;
      }
      this.#grant = next;
      this.accessKeys = accessKeys(next);
    } while (this.#again);
  }

  #write(events: DispatchedEvent[]) {
    // Dates apply at every delivery on the kept grant (no query): a membership that ended gets nothing more.
    if (!grantCurrent(this.app, this.#grant, this.app.now())) {
      this.end();
      return;
    }
    const frames: string[] = [];
    for (const event of events) {
      const visible = visibleTo(this.#grant, event);
      if (visible) frames.push(sseFrame(visible));
    }
    if (frames.length > 0) this.raw.write(frames.join(''));
    // A client that stopped reading would pile events up in memory: drop it; it resumes by Last-Event-ID.
    if (this.raw.writableLength > MAX_BUFFERED_BYTES) this.end();
  }

  /** A comment line after a fresh access read (proxies and the client's watchdog see the stream alive). */
  heartbeat(): void {
    this.recheck().then(() => {
      if (!this.#closed) this.raw.write(': heartbeat\n\n');
    });
  }

  end(reason?: 'shutdown'): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#held = [];
    this.onEnd(reason);
  }
}
