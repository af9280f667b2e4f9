import './config-augment';
import axios, { type AxiosResponse, getAdapter, isCancel } from 'axios';
import { envelopeError, toApiError } from './api-error';
import { hasFailedStatus } from './envelope';
import { reactToError } from './error-reaction';
import { addSessionHeaders } from './request-headers';
import { withRetry } from './retry-policy';

export type HttpOptions = {
  baseURL?: string;
  /** Pause before the single retry; tests set 0. */
  retryDelayMs?: number;
  timeout?: number;
};

const settings = { retryDelayMs: 300 };

/** The one HTTP client of the portal (spec §7). Remotes share it because `shared` is a singleton. */
export const http = axios.create({
  baseURL: '/api/v1',
  // Object bodies are sent as JSON by axios itself; answers are parsed from JSON text.
  headers: { Accept: 'application/json' },
  adapter: withRetry(getAdapter(axios.defaults.adapter), () => settings.retryDelayMs),
});

export function configureHttp(options: HttpOptions): void {
  if (options.baseURL !== undefined) http.defaults.baseURL = options.baseURL;
  if (options.timeout !== undefined) http.defaults.timeout = options.timeout;
  if (options.retryDelayMs !== undefined) settings.retryDelayMs = options.retryDelayMs;
}

function fail(error: unknown, silent: boolean | undefined): Promise<never> {
  // An aborted call (e.g. a query that is no longer needed) is nobody's failure: no toast, untouched.
  if (isCancel(error)) return Promise.reject(error);
  const apiError = toApiError(error);
  reactToError(apiError, { silent });
  return Promise.reject(apiError);
}

http.interceptors.request.use(addSessionHeaders);
http.interceptors.response.use(
  (response: AxiosResponse) => {
    if (hasFailedStatus(response.data)) return fail(envelopeError(response.data), response.config.silent);
    return response;
  },
  (error: unknown) => fail(error, axios.isAxiosError(error) ? error.config?.silent : undefined),
);
