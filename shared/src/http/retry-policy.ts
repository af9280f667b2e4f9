import { type AxiosAdapter, AxiosError, type InternalAxiosRequestConfig, isCancel } from 'axios';

// Spec §7: transient statuses worth one more try.
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
const SAFE_METHODS: ReadonlySet<string> = new Set(['get', 'head', 'options']);

/** The answer did not come from an API process that handled the call: it died, drained, or was never reached. */
const UNREACHED_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

function shouldRetry(config: InternalAxiosRequestConfig, error: unknown): boolean {
  if (isCancel(error) || !(error instanceof AxiosError)) return false;
  if (config.retry === false) return false;
  const method = (config.method ?? 'get').toLowerCase();
  const status = error.response?.status;
  // A call with an Idempotency-Key is safe to repeat as it is (the API answers a repeat with the first answer):
  // when the process handling it died or was shutting down (issue 24.4), another one gets it.
  if (config.headers?.get?.('Idempotency-Key') && (status === undefined || UNREACHED_STATUSES.has(status))) {
    return true;
  }
  // A repeated POST could create twice: only when the caller says the call is safe to repeat.
  if (!SAFE_METHODS.has(method) && config.retry !== true) return false;
  return status === undefined || RETRY_STATUSES.has(status);
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Retries at the adapter, below the interceptors, so the error handler sees one outcome
 * per call (one toast, one 403 sign-out) however many attempts it took.
 */
export function withRetry(adapter: AxiosAdapter, delayMs: () => number): AxiosAdapter {
  return async (config) => {
    try {
      return await adapter(config);
    } catch (error) {
      if (!shouldRetry(config, error)) throw error;
      await wait(delayMs());
      return adapter(config);
    }
  };
}
