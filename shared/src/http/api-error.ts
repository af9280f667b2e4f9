import { AxiosError } from 'axios';
import { isRecord } from './envelope';
import { translate } from './translator';

// The one error shape the portal sees: every HTTP failure is normalised here, once.
export type ApiErrorKind =
  | 'validation'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'rate-limited'
  | 'server'
  | 'network'
  | 'envelope';

export type FieldErrors = Record<string, string[]>;

type ApiErrorInit = { kind: ApiErrorKind; status: number; message: string; fieldErrors?: FieldErrors; data?: unknown };

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status; for 'envelope' the body's own status; 0 when no answer arrived. */
  readonly status: number;
  readonly fieldErrors: FieldErrors;
  /** The body's `data`, when the server sent one with the failure. */
  readonly data: unknown;

  constructor(init: ApiErrorInit, options?: { cause?: unknown }) {
    super(init.message, options);
    this.kind = init.kind;
    this.status = init.status;
    this.fieldErrors = init.fieldErrors ?? {};
    this.data = init.data ?? null;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

function kindForStatus(status: number): ApiErrorKind {
  if (status === 422) return 'validation';
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 429) return 'rate-limited';
  // Every other refusal is the server's to explain; its message is toasted as is.
  return 'server';
}

function messageOf(body: unknown): string {
  const message = isRecord(body) ? body.message : undefined;
  return typeof message === 'string' && message.trim() ? message : translate('errors.somethingWentWrong');
}

/** Accepts `{ field: 'msg' }` and `{ field: ['msg', ...] }`, the two shapes validation layers send. */
function fieldErrorsOf(body: unknown): FieldErrors {
  const errors = isRecord(body) ? body.errors : undefined;
  if (!isRecord(errors)) return {};
  const result: FieldErrors = {};
  for (const [field, value] of Object.entries(errors)) {
    const messages = (Array.isArray(value) ? value : [value]).filter((m): m is string => typeof m === 'string');
    if (messages.length) result[field] = messages;
  }
  return result;
}

function dataOf(body: unknown): unknown {
  return isRecord(body) && 'data' in body ? body.data : null;
}

/** A 2xx answer whose envelope says it failed. */
export function envelopeError(body: Record<string, unknown>): ApiError {
  const status = Number(body.status);
  return new ApiError({
    kind: 'envelope',
    status: Number.isFinite(status) ? status : 0,
    message: messageOf(body),
    fieldErrors: fieldErrorsOf(body),
    data: dataOf(body),
  });
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof AxiosError && error.response) {
    const { status, data: body } = error.response;
    return new ApiError(
      {
        kind: kindForStatus(status),
        status,
        message: messageOf(body),
        fieldErrors: fieldErrorsOf(body),
        data: dataOf(body),
      },
      { cause: error },
    );
  }
  // No answer at all: offline, refused, timed out, or a bug before sending.
  return new ApiError(
    { kind: 'network', status: 0, message: translate('errors.somethingWentWrong') },
    { cause: error },
  );
}
