import { type AxiosAdapter, AxiosError, type InternalAxiosRequestConfig, isCancel } from 'axios';

// Spec §7: transient statuses worth one more try.
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
const SAFE_METHODS: ReadonlySet<string> = new Set(['get', 'head', 'options']);

function shouldRetry(config: InternalAxiosRequestConfig, error: unknown): boolean {
  if (isCancel(error) || !(error instanceof AxiosError)) return false;
  if (config.retry === false) return false;
  const method = (config.method ?? 'get').toLowerCase();
  // A repeated POST could create twice: only when the caller says the call is safe to repeat.
  if (!SAFE_METHODS.has(method) && config.retry !== true) return false;
  const status = error.response?.status;
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
