// How long handing a code to the channel takes lately (issue 26.6): a request for a phone without an account sends
// nothing, and waits about this long instead, so the answer's timing does not tell which phones have one.

/** Weight of the newest delivery in the running average. */
const NEWEST = 0.2;

export class SendTiming {
  #averageMs = 0;

  record(ms: number): void {
    this.#averageMs = this.#averageMs === 0 ? ms : this.#averageMs * (1 - NEWEST) + ms * NEWEST;
  }

  /** The wait that stands in for a delivery. */
  typicalMs(): number {
    return this.#averageMs;
  }
}
