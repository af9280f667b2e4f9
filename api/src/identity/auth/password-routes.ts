import {
  changePasswordBodySchema,
  codeSentSchema,
  isResetPasswordStep2,
  resetPasswordBodySchema,
  resetPasswordRequestBodySchema,
  signinBodySchema,
  tokenResultSchema,
} from '@portal/contract';
import { toJsonSchema } from '@valibot/to-json-schema';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ensureSignInAllowed } from '../../platform/ability/sign-in-access';
import { requestContext } from '../../platform/http/request-context';
import { addRoute } from '../../platform/http/route';
import { validate } from '../../platform/http/validation';
import { authRouteContext } from './auth-route-context';
import { issueLoginCode } from './login-code-service';
import { changePassword, resetPassword, sendPasswordCode, signInWithPassword } from './password-service';
import { mayResetPassword } from './phone-service';
import { signInSource } from './sign-in-source';

const tags = ['auth'];

/** Password path of spec §5/§7, registered inside the auth routes (prefix /api/v1/auth). */
export async function passwordRoutes(app: FastifyInstance) {
  // The stricter per-IP limit: these routes send or check secrets.
  const { authLimit, codes } = authRouteContext(app);

  addRoute(app, {
    method: 'POST',
    url: '/signin',
    rule: { auth: 'public' },
    config: authLimit,
    summary: 'Sign in with phone and password',
    tags,
    body: signinBodySchema,
    response: tokenResultSchema,
    message: 'success.signed_in',
    handler: async (ctx, { body }) => {
      await ensureSignInAllowed(ctx, body);
      return signInWithPassword(ctx, body, await signInSource(ctx, body));
    },
  });

  // Two steps on one path, told apart by the body: {phone} sends a reset code; {phone, code, password,
  // password_confirmation} sets the password. Declared without addRoute because each step answers its own message.
  app.route({
    method: 'POST',
    url: '/resetPassword',
    config: { ...authLimit, auth: 'public' },
    schema: {
      summary:
        'Reset the password: send a code ({phone}), then set it ({phone, code, password, password_confirmation})',
      tags,
      body: toJsonSchema(v.union([resetPasswordRequestBodySchema, resetPasswordBodySchema]), {
        errorMode: 'ignore',
        target: 'openapi-3.0',
      }) as Record<string, unknown>,
    },
    validatorCompiler: () => () => true,
    handler: async (request, reply) => {
      const ctx = requestContext(app, request, { auth: 'public' });
      const raw = request.body ?? {};
      if (isResetPasswordStep2(raw)) {
        const body = validate(resetPasswordBodySchema, raw);
        await resetPassword(ctx, codes, body);
        return reply.ok(null, 'success.password_reset');
      }
      const { phone } = validate(resetPasswordRequestBodySchema, raw);
      // Every phone gets the same answer; the code reaches only a person whose access stands (issue 26.6).
      const deliver = await mayResetPassword(ctx, { phone });
      const sent = v.parse(codeSentSchema, await issueLoginCode(ctx, codes, { phone, purpose: 'reset', deliver }));
      return reply.ok(sent, 'success.code_sent');
    },
  });

  addRoute(app, {
    method: 'POST',
    url: '/user/password',
    rule: { auth: 'signed-in' },
    config: authLimit,
    summary:
      'Change the own password (current_password required when one is set; to set the first one, a code from user/password/code)',
    tags,
    body: changePasswordBodySchema,
    response: v.null(),
    message: 'success.password_changed',
    handler: (ctx, { body }) => changePassword(ctx, codes, body),
  });

  addRoute(app, {
    method: 'POST',
    url: '/user/password/code',
    rule: { auth: 'signed-in' },
    config: authLimit,
    summary: 'Send a WhatsApp code to the own phone, required to set a first password',
    tags,
    response: codeSentSchema,
    message: 'success.code_sent',
    handler: (ctx) => sendPasswordCode(ctx, codes),
  });
}
