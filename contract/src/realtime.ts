import * as v from 'valibot';

// The realtime event stream (DOMAIN.md §7, ADR 0011): GET EVENT_STREAM_PATH answers Server-Sent Events; each
// `data:` is a RealtimeEvent and each `id:` its delivery number, to send back as Last-Event-ID when resuming.
// The first message, `event: ready`, carries the stream's starting position as its id (no data), so a client
// that loses the connection before any event still resumes without a gap.

/** Under the API base (/api/v1), as the HTTP client's paths are. */
export const EVENT_STREAM_ROUTE = '/company/events/stream';
export const EVENT_STREAM_PATH = `/api/v1${EVENT_STREAM_ROUTE}`;
export const STREAM_READY_EVENT = 'ready';
/**
 * The server is going away (a graceful shutdown, issue 24.5): reconnect soon — another API process answers —
 * resuming from the last id, with `data` the longest wait in milliseconds (each client picks at random below it, so
 * a fleet does not come back at one instant).
 */
export const STREAM_RECONNECT_EVENT = 'reconnect';

/** The outbox event types; the reference (order or package) is in `data.reference`. */
export const REALTIME_EVENT_TYPES = [
  'NEW_PACKAGE',
  'PACKAGE_STATUS_CHANGED',
  'PAYMENT_RECEIVED',
  'WALLET_CHANGED',
  'NEW_ORDER',
  'ORDER_STATUS_CHANGED',
  'ORDER_NEW_MESSAGE',
  'TECHNICAL_SUPPORT',
  /** Ops decided on the company's CR / VAT certificates (issue 27.3): verified or rejected with a reason. */
  'ACCOUNT_VERIFICATION',
] as const;
export type RealtimeEventType = (typeof REALTIME_EVENT_TYPES)[number];

export const realtimeEventSchema = v.object({
  /** Unique per event: clients deduplicate by it (delivery is at least once). */
  id: v.string(),
  type: v.string(),
  data: v.record(v.string(), v.unknown()),
  created_at: v.string(),
});
export type RealtimeEvent = v.InferOutput<typeof realtimeEventSchema>;

/** One message of a text/event-stream. */
export interface SseMessage {
  id: string | null;
  event: string;
  data: string;
}

/**
 * An incremental text/event-stream reader (the WHATWG rules that matter here: fields, comments, CR/LF/CRLF,
 * multi-line data, `retry`). Feed it decoded text as it arrives; it answers the complete messages.
 */
export class SseParser {
  #buffer = '';
  #data: string[] = [];
  #event = '';
  #id: string | null = null;
  /** The last `retry:` the server asked for, in ms. */
  retryMs: number | null = null;

  push(text: string): SseMessage[] {
    this.#buffer += text;
    const messages: SseMessage[] = [];
    for (;;) {
      const match = /\r\n|\r|\n/.exec(this.#buffer);
      // A lone CR at the end may be the first half of CRLF: wait for more.
      if (!match || (match[0] === '\r' && match.index === this.#buffer.length - 1)) break;
      const line = this.#buffer.slice(0, match.index);
      this.#buffer = this.#buffer.slice(match.index + match[0].length);
      const message = this.#line(line);
      if (message) messages.push(message);
    }
    return messages;
  }

  #line(line: string): SseMessage | null {
    if (line === '') {
      if (this.#data.length === 0) {
        this.#event = '';
        return null;
      }
      const message = { id: this.#id, event: this.#event || 'message', data: this.#data.join('\n') };
      this.#data = [];
      this.#event = '';
      return message;
    }
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') this.#data.push(value);
    else if (field === 'event') this.#event = value;
    else if (field === 'id' && !value.includes('\0')) this.#id = value;
    else if (field === 'retry' && /^\d+$/.test(value)) this.retryMs = Number(value);
    return null;
  }
}
