import * as v from 'valibot';
import { codeSentSchema, tokenResultSchema } from './auth';
import { endpoint } from './endpoint';
import {
  changePasswordBodySchema,
  isResetPasswordStep2,
  resetPasswordBodySchema,
  resetPasswordRequestBodySchema,
  signinBodySchema,
} from './password';

// The password path of spec §5, §7 (issue 25.1: declared once): sign in with it, reset it by a WhatsApp code,
// change it while signed in.

const tag = 'auth';

/**
 * Either step of auth/resetPassword, told apart by the body (a code or a password makes it step 2), each checked as
 * that step so each keeps its own field messages. Asked without input (the OpenAPI document), it is either body.
 */
export const resetPasswordStepBodySchema = v.lazy((input: unknown) => {
  if (input === undefined) return v.union([resetPasswordRequestBodySchema, resetPasswordBodySchema]);
  return isResetPasswordStep2(input) ? resetPasswordBodySchema : resetPasswordRequestBodySchema;
});

export const PASSWORD_ENDPOINTS = {
  signin: endpoint({
    operationId: 'signInWithPassword',
    method: 'POST',
    path: 'auth/signin',
    access: { auth: 'public' },
    summary: 'Sign in with phone and password',
    tag,
    body: signinBodySchema,
    response: tokenResultSchema,
    message: 'success.signed_in',
  }),
  /** Step 1 ({phone}) answers the code sent; step 2 answers null with the message success.password_reset. */
  reset: endpoint({
    operationId: 'resetPassword',
    method: 'POST',
    path: 'auth/resetPassword',
    access: { auth: 'public' },
    summary: 'Reset the password: send a code ({phone}), then set it ({phone, code, password, password_confirmation})',
    tag,
    body: resetPasswordStepBodySchema,
    response: v.nullable(codeSentSchema),
    message: 'success.code_sent',
  }),
  change: endpoint({
    operationId: 'changeOwnPassword',
    method: 'POST',
    path: 'auth/user/password',
    access: { auth: 'signed-in' },
    summary:
      'Change the own password (current_password required when one is set; to set the first one, a code from user/password/code)',
    tag,
    body: changePasswordBodySchema,
    response: v.null(),
    message: 'success.password_changed',
  }),
  sendCode: endpoint({
    operationId: 'sendOwnPasswordCode',
    method: 'POST',
    path: 'auth/user/password/code',
    access: { auth: 'signed-in' },
    summary: 'Send a WhatsApp code to the own phone, required to set a first password',
    tag,
    response: codeSentSchema,
    message: 'success.code_sent',
  }),
};
