import { type PushConfig, pushConfigSchema, pushTokenBodySchema } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { recordSessionDevice } from '../auth/session-service';
import { addRoute } from '../http/route';

/** Mounted at /api/v1/public: the Firebase web app the shell registers push with, or null (push off). */
export async function pushConfigRoutes(app: FastifyInstance) {
  const answer: PushConfig = { firebase: app.config.outbound.firebase?.web ?? null };
  addRoute(app, {
    method: 'GET',
    url: '/push-config',
    rule: { auth: 'public' },
    summary: 'Web push configuration (Firebase web app) or null when push is off',
    tags: ['push'],
    response: pushConfigSchema,
    handler: async () => answer,
  });
}

/** Mounted at /api/v1/auth: the token event of spec §4 — the push token of the caller's session (device). */
export async function pushTokenRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'PUT',
    url: '/user/push-token',
    rule: { auth: 'signed-in' },
    summary: "Store (or, empty, clear) the push token of the caller's session",
    tags: ['push'],
    body: pushTokenBodySchema,
    response: v.null(),
    handler: async (ctx, { body }) => {
      await recordSessionDevice(ctx, { fcmToken: body.fcm_token || null, clearFcmToken: !body.fcm_token });
      return null;
    },
  });
}
