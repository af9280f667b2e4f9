import * as v from 'valibot';

// Every API answer is an envelope. Success bodies always carry status 200; errors carry the HTTP status,
// a localized message and data null (429 may add data.retry_after); 422 adds errors: { field: [messages] }.
// Error answers carry the request's id (also the X-Request-Id header), which names its log lines.
export const envelopeSchema = <TData extends v.GenericSchema>(data: TData) =>
  v.object({ status: v.literal(200), message: v.string(), data });

export const errorEnvelopeSchema = v.object({
  status: v.number(),
  message: v.string(),
  data: v.nullable(v.record(v.string(), v.unknown())),
  errors: v.optional(v.record(v.string(), v.array(v.string()))),
  requestId: v.optional(v.string()),
});

export type Envelope<TData> = { status: 200; message: string; data: TData };
export type ErrorEnvelope = v.InferOutput<typeof errorEnvelopeSchema>;
export type ListData<TItem> = { items: TItem[]; total: number; page: number; perPage: number };

/**
 * Why a 403 (ADR 0026): the caller's membership is gone — no company, expired, a role that is not theirs — and the
 * client signs out; or this one action is not allowed to a membership that still stands — the client says so and
 * stays signed in; or the caller's company is suspended by the platform (issue 27.6): nothing is deleted, every company
 * call is refused until ops reinstate it. Sent as the error envelope's `data.reason`.
 */
export const FORBIDDEN_REASONS = ['membership_gone', 'not_allowed', 'company_suspended'] as const;
export type ForbiddenReason = (typeof FORBIDDEN_REASONS)[number];
