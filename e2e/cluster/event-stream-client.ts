// A client of GET /api/v1/company/events/stream as the shell reads it (fetch, not EventSource): on a drop it
// reconnects after a short pause with Last-Event-ID, so the stream resumes where it broke.
type StreamEvent = { id: string; type: string; data: Record<string, unknown> };

export class EventStreamClient {
  connections = 0;
  drops = 0;
  readonly events: StreamEvent[] = [];
  private lastId: string | null = null;
  private readonly abort = new AbortController();
  private ready: () => void = () => {};
  /** Resolves once the first connection has its `ready` frame (the stream is registered on an API process). */
  readonly connected = new Promise<void>((resolve) => {
    this.ready = resolve;
  });
  readonly done: Promise<void>;

  constructor(
    private readonly url: string,
    private readonly headers: Record<string, string>,
  ) {
    this.done = this.run();
  }

  close() {
    this.abort.abort();
  }

  private async run() {
    while (!this.abort.signal.aborted) {
      try {
        const response = await fetch(this.url, {
          headers: { ...this.headers, ...(this.lastId ? { 'last-event-id': this.lastId } : {}) },
          signal: this.abort.signal,
        });
        if (response.status !== 200 || !response.body) throw new Error(`stream answered ${response.status}`);
        this.connections += 1;
        const reader = response.body.getReader();
        const decoder = new TextDecoder();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            this.frame(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
          }
        }
      } catch {
        // dropped (the process behind it died) or closed by the test
      }
      if (this.abort.signal.aborted) return;
      this.drops += 1;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }

  private frame(frame: string) {
    const field = (name: string) =>
      frame
        .split('\n')
        .find((line) => line.startsWith(`${name}: `))
        ?.slice(name.length + 2);
    const id = field('id');
    if (id) this.lastId = id;
    if (field('event') === 'ready') this.ready();
    else if (field('data')) this.events.push(JSON.parse(field('data')!) as StreamEvent);
  }
}
