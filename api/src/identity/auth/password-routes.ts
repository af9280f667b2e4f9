import { PASSWORD_ENDPOINTS as endpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { ensureSignInAllowed } from '../../platform/ability/sign-in-access';
import { addEndpoint } from '../../platform/http/endpoint-route';
import { AnswerWithMessage } from '../../platform/http/route';
import { authRouteContext } from './auth-route-context';
import { issueLoginCode } from './login-code-service';
import { changePassword, resetPassword, sendPasswordCode, signInWithPassword } from './password-service';
import { mayResetPassword } from './phone-service';
import { signInSource } from './sign-in-source';

/** Password path of spec §5/§7 (contract: PASSWORD_ENDPOINTS), registered inside the auth routes. */
export async function passwordRoutes(app: FastifyInstance) {
  // The stricter per-IP limit: these routes send or check secrets.
  const { authLimit, codes } = authRouteContext(app);

  addEndpoint(
    app,
    endpoints.signin,
    async (ctx, { body }) => {
      await ensureSignInAllowed(ctx, body);
      return signInWithPassword(ctx, body, await signInSource(ctx, body));
    },
    authLimit,
  );

  // Two steps on one path, told apart by the body (the contract checks each as its step): {phone} sends a reset
  // code; {phone, code, password, password_confirmation} sets the password, with a message of its own.
  addEndpoint(
    app,
    endpoints.reset,
    async (ctx, { body }) => {
      if ('code' in body) {
        await resetPassword(ctx, codes, body);
        return new AnswerWithMessage(null, 'success.password_reset');
      }
      // Every phone gets the same answer; the code reaches only a person whose access stands (issue 26.6).
      const deliver = await mayResetPassword(ctx, { phone: body.phone });
      return issueLoginCode(ctx, codes, { phone: body.phone, purpose: 'reset', deliver });
    },
    authLimit,
  );

  addEndpoint(app, endpoints.change, (ctx, { body }) => changePassword(ctx, codes, body), authLimit);
  addEndpoint(app, endpoints.sendCode, (ctx) => sendPasswordCode(ctx, codes), authLimit);
}
