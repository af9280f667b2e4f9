import {
  codeSentSchema,
  loginBodySchema,
  loginInfoSchema,
  phoneCheckBodySchema,
  phoneCheckResultSchema,
  registerBodySchema,
  tokenResultSchema,
  userMeBodySchema,
  verifyBodySchema,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { roleIdHeader } from '../../platform/ability/current-membership';
import { ensureSignInAllowed } from '../../platform/ability/sign-in-access';
import { addRoute } from '../../platform/http/route';
import { authRouteContext } from './auth-route-context';
import { issueLoginCode, verifyLoginCode } from './login-code-service';
import { loginInfo } from './login-info-service';
import { passwordRoutes } from './password-routes';
import { savePendingRegistration } from './pending-registrations';
import { phoneCheck, signInCodePurpose } from './phone-service';
import { ensureCanRegister } from './registration-service';
import { recordSessionDevice, signOut } from './session-service';
import { signInSource } from './sign-in-source';
import { userCompaniesRoutes } from './user-companies-routes';

const tags = ['auth'];

/** Auth path family (spec §7), mounted at /api/v1/auth. */
export async function authRoutes(app: FastifyInstance) {
  // The stricter per-IP limit: these routes send or check secrets.
  const { authLimit, codes } = authRouteContext(app);

  addRoute(app, {
    method: 'POST',
    url: '/register',
    rule: { auth: 'public' },
    config: authLimit,
    summary: 'Send a code to register a company; it and its owner are created when the code is verified',
    tags,
    body: registerBodySchema,
    response: codeSentSchema,
    created: true,
    message: 'success.code_sent',
    handler: async (ctx, { body }) => {
      // Only a pending registration until the code is verified (issue 16.5): whoever types someone else's phone
      // creates nothing, and the owner's own registration simply replaces it.
      await ensureCanRegister(ctx, body.phone);
      const sent = await issueLoginCode(ctx, codes, { phone: body.phone, purpose: 'register' });
      await savePendingRegistration(
        ctx.db,
        { companyName: body.company_name, ownerName: body.owner_name, phone: body.phone, email: body.email },
        ctx.now,
      );
      return sent;
    },
  });

  addRoute(app, {
    method: 'POST',
    url: '/phone/check',
    rule: { auth: 'public' },
    config: authLimit,
    summary: 'Check a phone number (valid and normalised; never whether it has an account)',
    tags,
    body: phoneCheckBodySchema,
    response: phoneCheckResultSchema,
    handler: async (_ctx, { body }) => phoneCheck(body),
  });

  addRoute(app, {
    method: 'POST',
    url: '/login',
    rule: { auth: 'public' },
    config: authLimit,
    summary: 'Send a login code (the same answer for every phone; only a registered one receives the code)',
    tags,
    body: loginBodySchema,
    response: codeSentSchema,
    message: 'success.code_sent',
    handler: async (ctx, { body }) => {
      const purpose = await signInCodePurpose(ctx, body);
      await ensureSignInAllowed(ctx, body);
      const source = await signInSource(ctx, body);
      // A phone without an account: the same answer and work, nothing sent (issue 26.6).
      return issueLoginCode(ctx, codes, { phone: body.phone, purpose: purpose ?? 'login', source, deliver: !!purpose });
    },
  });

  addRoute(app, {
    method: 'POST',
    url: '/phone/verify',
    rule: { auth: 'public' },
    config: authLimit,
    summary: 'Exchange a login code for a session token',
    tags,
    body: verifyBodySchema,
    response: tokenResultSchema,
    message: 'success.signed_in',
    handler: async (ctx, { body }) => {
      await ensureSignInAllowed(ctx, body);
      return verifyLoginCode(ctx, codes, body, await signInSource(ctx, body));
    },
  });

  addRoute(app, {
    method: 'POST',
    url: '/user/me',
    rule: { auth: 'signed-in' },
    summary: 'Login info: user, token, company role with abilities, wallet',
    tags,
    body: userMeBodySchema,
    response: loginInfoSchema,
    // The raw request only for the Role-Id and User-Agent headers.
    handler: async (ctx, { body }, { request }) => {
      const info = await loginInfo(ctx, { roleId: body.role_id ?? roleIdHeader(request.headers) });
      // The user agent names the device in the user's device list (merged into device_data, no column of its own).
      const userAgent = request.headers['user-agent']?.slice(0, 512);
      await recordSessionDevice(ctx, {
        fcmToken: body.fcm_token,
        deviceData:
          body.device_data || userAgent
            ? { ...body.device_data, ...(userAgent ? { user_agent: userAgent } : {}) }
            : undefined,
      });
      return info;
    },
  });

  addRoute(app, {
    method: 'POST',
    url: '/user/logout',
    rule: { auth: 'signed-in' },
    config: { expiredMemberAllowed: true },
    summary: 'Revoke the current session token',
    tags,
    response: v.null(),
    message: 'success.logged_out',
    handler: (ctx) => signOut(ctx),
  });

  await app.register(passwordRoutes);
  await app.register(userCompaniesRoutes);
}
