import { AUTH_ENDPOINTS as endpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { roleIdHeader } from '../../platform/ability/current-membership';
import { ensureSignInAllowed } from '../../platform/ability/sign-in-access';
import { addEndpoint } from '../../platform/http/endpoint-route';
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

/** Auth path family (spec §7; contract: AUTH_ENDPOINTS), registered without a prefix. */
export async function authRoutes(app: FastifyInstance) {
  // The stricter per-IP limit: these routes send or check secrets.
  const { authLimit, codes } = authRouteContext(app);

  addEndpoint(
    app,
    endpoints.register,
    async (ctx, { body }) => {
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
    authLimit,
  );

  addEndpoint(app, endpoints.checkPhone, async (_ctx, { body }) => phoneCheck(body), authLimit);

  addEndpoint(
    app,
    endpoints.requestLoginCode,
    async (ctx, { body }) => {
      const purpose = await signInCodePurpose(ctx, body);
      await ensureSignInAllowed(ctx, body);
      const source = await signInSource(ctx, body);
      // A phone without an account: the same answer and work, nothing sent (issue 26.6).
      return issueLoginCode(ctx, codes, { phone: body.phone, purpose: purpose ?? 'login', source, deliver: !!purpose });
    },
    authLimit,
  );

  addEndpoint(
    app,
    endpoints.verifyLoginCode,
    async (ctx, { body }) => {
      await ensureSignInAllowed(ctx, body);
      return verifyLoginCode(ctx, codes, body, await signInSource(ctx, body));
    },
    authLimit,
  );

  // The raw request only for the Role-Id and User-Agent headers.
  addEndpoint(app, endpoints.loginInfo, async (ctx, { body }, { request }) => {
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
  });

  addEndpoint(app, endpoints.logout, (ctx) => signOut(ctx), { expiredMemberAllowed: true });

  await app.register(passwordRoutes);
  await app.register(userCompaniesRoutes);
}
