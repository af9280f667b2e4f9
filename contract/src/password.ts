import * as v from 'valibot';
import { codeField, deviceTokenField } from './auth';
import { formObject } from './fields';
import { messageKey } from './messages';
import { phoneSchema } from './phone';

// Password path (spec §5, §7): sign-in with phone + password, reset by a WhatsApp code (auth/resetPassword),
// and change while signed in (auth/user/password).

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

const passwordRule = messageKey('validation.password');

/** Spec §5: at least 8 characters with an uppercase letter, a lowercase letter, a special character and a digit. */
export function isStrongPassword(value: string): boolean {
  return (
    value.length >= PASSWORD_MIN_LENGTH &&
    /\p{Lu}/u.test(value) &&
    /\p{Ll}/u.test(value) &&
    /\p{Nd}/u.test(value) &&
    /[^\p{L}\p{N}]/u.test(value)
  );
}

/** A new password: never trimmed (spaces are characters like any other). */
export const newPasswordField = v.pipe(
  v.string(messageKey('validation.string')),
  v.nonEmpty(messageKey('validation.required')),
  v.maxLength(PASSWORD_MAX_LENGTH, messageKey('validation.max_length', { n: PASSWORD_MAX_LENGTH })),
  v.check(isStrongPassword, passwordRule),
);

/** A password typed to prove who one is: only required, the rule is not re-checked. */
export const currentPasswordField = v.pipe(
  v.string(messageKey('validation.string')),
  v.nonEmpty(messageKey('validation.required')),
  v.maxLength(PASSWORD_MAX_LENGTH, messageKey('validation.max_length', { n: PASSWORD_MAX_LENGTH })),
);

const confirmationField = v.pipe(
  v.string(messageKey('validation.string')),
  v.nonEmpty(messageKey('validation.required')),
);

type PasswordPair = { password: string; password_confirmation: string };

/** The body's password_confirmation must equal its password (reported on the confirmation field). The cast hands
 * the one check to each body's pipe: valibot types a partial check by the paths of one concrete input. */
const passwordConfirmed = <TBody extends PasswordPair>() =>
  v.forward(
    v.partialCheck(
      [['password'], ['password_confirmation']],
      (input: PasswordPair) => input.password === input.password_confirmation,
      messageKey('validation.confirmed'),
    ),
    ['password_confirmation'],
  ) as unknown as v.BaseValidation<TBody, TBody, v.PartialCheckIssue<TBody>>;

/** POST /api/v1/auth/signin → tokenResultSchema. */
export const signinBodySchema = formObject(
  { phone: phoneSchema, password: currentPasswordField, device_token: deviceTokenField },
  { phone: 'validation.phone_required' },
);
export type SigninBody = v.InferInput<typeof signinBodySchema>;

/** POST /api/v1/auth/resetPassword, step 1: send a reset code → codeSentSchema. */
export const resetPasswordRequestBodySchema = formObject(
  { phone: phoneSchema },
  { phone: 'validation.phone_required' },
);
export type ResetPasswordRequestBody = v.InferInput<typeof resetPasswordRequestBodySchema>;

/** POST /api/v1/auth/resetPassword, step 2 (the body carries a code or a password): set the password → null. */
const resetPasswordFields = formObject(
  { phone: phoneSchema, code: codeField, password: newPasswordField, password_confirmation: confirmationField },
  { phone: 'validation.phone_required' },
);
export const resetPasswordBodySchema = v.pipe(
  resetPasswordFields,
  passwordConfirmed<v.InferOutput<typeof resetPasswordFields>>(),
);
export type ResetPasswordBody = v.InferInput<typeof resetPasswordBodySchema>;

/** True when a resetPassword body is step 2 (it carries a code or a password). */
export const isResetPasswordStep2 = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && ('code' in body || 'password' in body);

/**
 * POST /api/v1/auth/user/password → null. Re-authentication (issue 16.7): current_password when the user already
 * has a password, else code (sent by POST /api/v1/auth/user/password/code) to set the first one.
 */
const changePasswordFields = formObject({
  current_password: v.optional(currentPasswordField),
  code: v.optional(codeField),
  password: newPasswordField,
  password_confirmation: confirmationField,
});
export const changePasswordBodySchema = v.pipe(
  changePasswordFields,
  passwordConfirmed<v.InferOutput<typeof changePasswordFields>>(),
);
export type ChangePasswordBody = v.InferInput<typeof changePasswordBodySchema>;
