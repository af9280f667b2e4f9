import * as v from 'valibot';
import { emailField, formObject, requiredText, uuidField } from './fields';
import { messageKey } from './messages';
import { phoneSchema } from './phone';

// Requests and answers of the auth path family (spec §7): /api/v1/auth/...

export const LOGIN_CODE_LENGTH = 4;

export const registerBodySchema = formObject(
  { company_name: requiredText(200), owner_name: requiredText(200), phone: phoneSchema, email: emailField },
  { phone: 'validation.phone_required' },
);
export type RegisterBody = v.InferInput<typeof registerBodySchema>;

export const phoneBodySchema = formObject({ phone: phoneSchema }, { phone: 'validation.phone_required' });
export type PhoneBody = v.InferInput<typeof phoneBodySchema>;
// The same body under the name of each endpoint that takes it (knip: @alias, not a duplicate by mistake).
/** @alias */
export const phoneCheckBodySchema = phoneBodySchema;
/** @alias */
export const loginBodySchema = phoneBodySchema;

export const codeField = v.pipe(
  v.string(messageKey('validation.code_digits')),
  v.trim(),
  v.nonEmpty(messageKey('validation.required')),
  v.regex(/^\d{4}$/, messageKey('validation.code_digits')),
);

export const verifyBodySchema = formObject(
  { phone: phoneSchema, code: codeField },
  { phone: 'validation.phone_required' },
);
export type VerifyBody = v.InferInput<typeof verifyBodySchema>;

export const deviceDataSchema = formObject({
  type: v.picklist(['web'], messageKey('validation.invalid')),
  version: requiredText(20),
  language: v.optional(v.picklist(['ar', 'en', 'fr'], messageKey('validation.invalid'))),
});

export const userMeBodySchema = formObject({
  type: v.picklist(['company'], messageKey('validation.invalid')),
  role_id: v.nullish(uuidField),
  fcm_token: v.nullish(v.pipe(v.string(messageKey('validation.string')), v.maxLength(4096))),
  device_data: v.optional(deviceDataSchema),
});
export type UserMeBody = v.InferInput<typeof userMeBodySchema>;

/** Answer of register and login: the code went out. */
export const codeSentSchema = v.object({ phone: v.string(), resend_after: v.number(), expires_in: v.number() });
export type CodeSent = v.InferOutput<typeof codeSentSchema>;

export const phoneCheckResultSchema = v.object({ phone: v.string(), exists: v.boolean() });
export type PhoneCheckResult = v.InferOutput<typeof phoneCheckResultSchema>;

export const tokenResultSchema = v.object({ token: v.string() });
export type TokenResult = v.InferOutput<typeof tokenResultSchema>;

/**
 * data of a 429: seconds until a new try is allowed, and why (auth.resend_wait, auth.hourly_limit,
 * auth.phone_locked with locked_until, errors.too_many_requests).
 */
export const retryAfterSchema = v.object({
  retry_after: v.number(),
  reason: v.string(),
  locked_until: v.optional(v.string()),
});
