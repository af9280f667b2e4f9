import type { ForbiddenReason } from '@portal/contract';
import type { MessageKey } from '../i18n/en';

/** Field errors of a 422: message keys (or schema messages) per request field, translated when answered. */
export type FieldErrors = Record<string, string[]>;

/**
 * An expected failure with its HTTP status and a message key; the error handler turns it into the envelope
 * in the caller's language. Anything else that is thrown is a bug and answers 500 without details.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: MessageKey,
    readonly options: {
      params?: Record<string, string | number>;
      /** Params whose text depends on the answer's language (e.g. a status label), picked when answered. */
      localParams?: Record<string, Record<'ar' | 'en' | 'fr', string>>;
      data?: Record<string, unknown>;
      fields?: FieldErrors;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const unauthenticated = () => new AppError(401, 'errors.unauthenticated');
/** This action is not allowed; the caller's membership stands (data.reason 'not_allowed': stay signed in). */
export const forbidden = (key: MessageKey = 'errors.forbidden', params?: Record<string, string | number>) =>
  refused('not_allowed', key, params);
/** The caller's membership is gone: none, expired, or not theirs (data.reason 'membership_gone': sign out). */
export const membershipGone = (key: MessageKey, params?: Record<string, string | number>) =>
  refused('membership_gone', key, params);
const refused = (reason: ForbiddenReason, key: MessageKey, params?: Record<string, string | number>) =>
  new AppError(403, key, { params, data: { reason } });
/** The caller's company is suspended by the platform (issue 27.6): every company call is refused until reinstated. */
export const companySuspendedError = () => refused('company_suspended', 'access.company_suspended');
export const notFound = (key: MessageKey = 'errors.not_found') => new AppError(404, key);

/** A 422 on one field, with a message key of the API catalogue. */
export const fieldError = (field: string, key: MessageKey, params?: Record<string, string | number>) =>
  new AppError(422, 'errors.validation', { fields: { [field]: [params ? withParams(key, params) : key] } });

/** A 429 telling the client how many seconds to wait (data.retry_after and the Retry-After header). */
export const retryLater = (
  key: MessageKey,
  retryAfterSeconds: number,
  params: Record<string, string | number> = {},
  extraData: Record<string, unknown> = {},
) =>
  new AppError(429, key, {
    // `count` drives the plural form of the waiting time (i18next), unless the message counts something else.
    params: { count: retryAfterSeconds, ...params },
    // `reason` lets a client tell "the last code is still valid, wait" from a lock.
    data: { retry_after: retryAfterSeconds, reason: key, ...extraData },
    headers: { 'retry-after': String(retryAfterSeconds) },
  });

/** A message key with its parameters, as field errors carry them (`key?name=value`). */
export function withParams(key: string, params: Record<string, string | number>): string {
  const query = Object.entries(params).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`);
  return `${key}?${query.join('&')}`;
}
