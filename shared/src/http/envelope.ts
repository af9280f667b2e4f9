// Every API answer is wrapped as { status, message, data, errors? } (spec §7, §8).
export type ApiEnvelope<T = unknown> = {
  status: number;
  message: string;
  data: T;
  errors?: Record<string, string | string[]>;
};

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Spec §8: a body whose own `status` field is present and not a success (2xx: 200, or 201 for a created resource,
 * issue 26.6) failed, whatever the HTTP status.
 */
export function hasFailedStatus(body: unknown): body is Record<string, unknown> & { status: unknown } {
  return (
    isRecord(body) &&
    'status' in body &&
    body.status !== undefined &&
    body.status !== null &&
    !(Number(body.status) >= 200 && Number(body.status) < 300)
  );
}

/** Callers get the payload; a body that is not an envelope is handed over as is. */
export function unwrap<T>(body: unknown): T {
  return (isRecord(body) && 'data' in body ? body.data : body) as T;
}
