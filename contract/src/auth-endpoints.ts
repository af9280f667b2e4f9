import * as v from 'valibot';
import {
  codeSentSchema,
  loginBodySchema,
  phoneCheckBodySchema,
  phoneCheckResultSchema,
  registerBodySchema,
  tokenResultSchema,
  userMeBodySchema,
  verifyBodySchema,
} from './auth';
import { endpoint } from './endpoint';
import { loginInfoSchema } from './login-info';

// Spec §7 auth path family: registering, the login code, the session (issue 25.1: declared once). Anyone may call
// the sign-in steps; the session's own calls need only a session, no company ability.

const tag = 'auth';
const path = 'auth';

export const AUTH_ENDPOINTS = {
  register: endpoint({
    operationId: 'register',
    method: 'POST',
    path: `${path}/register`,
    access: { auth: 'public' },
    summary: 'Send a code to register a company; it and its owner are created when the code is verified',
    tag,
    body: registerBodySchema,
    response: codeSentSchema,
    created: true,
    message: 'success.code_sent',
  }),
  checkPhone: endpoint({
    operationId: 'checkPhone',
    method: 'POST',
    path: `${path}/phone/check`,
    access: { auth: 'public' },
    summary: 'Check a phone number (valid and normalised; never whether it has an account)',
    tag,
    body: phoneCheckBodySchema,
    response: phoneCheckResultSchema,
  }),
  requestLoginCode: endpoint({
    operationId: 'requestLoginCode',
    method: 'POST',
    path: `${path}/login`,
    access: { auth: 'public' },
    summary: 'Send a login code (the same answer for every phone; only a registered one receives the code)',
    tag,
    body: loginBodySchema,
    response: codeSentSchema,
    message: 'success.code_sent',
  }),
  verifyLoginCode: endpoint({
    operationId: 'verifyLoginCode',
    method: 'POST',
    path: `${path}/phone/verify`,
    access: { auth: 'public' },
    summary: 'Exchange a login code for a session token',
    tag,
    body: verifyBodySchema,
    response: tokenResultSchema,
    message: 'success.signed_in',
  }),
  loginInfo: endpoint({
    operationId: 'getLoginInfo',
    method: 'POST',
    path: `${path}/user/me`,
    access: { auth: 'signed-in' },
    summary: 'Login info: user, token, company role with abilities, wallet',
    tag,
    body: userMeBodySchema,
    response: loginInfoSchema,
  }),
  logout: endpoint({
    operationId: 'logout',
    method: 'POST',
    path: `${path}/user/logout`,
    access: { auth: 'signed-in' },
    summary: 'Revoke the current session token',
    tag,
    response: v.null(),
    message: 'success.logged_out',
  }),
};
