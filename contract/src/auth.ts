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

/**
 * The device token a browser got from its last sign-in (issue 16.4): with it, the browser is a known device of
 * the phone's user, with sign-in budgets of its own that no stranger can use up. Optional everywhere.
 */
export const deviceTokenField = v.optional(
  v.pipe(
    v.string(messageKey('validation.string')),
    v.regex(/^[A-Za-z0-9_-]{20,200}$/, messageKey('validation.invalid')),
  ),
);

export const loginBodySchema = formObject(
  { phone: phoneSchema, device_token: deviceTokenField },
  { phone: 'validation.phone_required' },
);
export type LoginBody = v.InferInput<typeof loginBodySchema>;

export const codeField = v.pipe(
  v.string(messageKey('validation.code_digits')),
  v.trim(),
  v.nonEmpty(messageKey('validation.required')),
  v.regex(/^\d{4}$/, messageKey('validation.code_digits')),
);

export const verifyBodySchema = formObject(
  { phone: phoneSchema, code: codeField, device_token: deviceTokenField },
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

/**
 * Answer of phone/check: the phone is valid, as the API stores it (normalised). It never says whether the phone
 * has an account (issue 16.5: no enumeration); the login page goes on to send a code either way.
 */
export const phoneCheckResultSchema = v.object({ phone: v.string() });
export type PhoneCheckResult = v.InferOutput<typeof phoneCheckResultSchema>;

/** Answer of every sign-in: the session token, and the device token to keep and send with later sign-ins. */
export const tokenResultSchema = v.object({ token: v.string(), device_token: v.string() });
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
