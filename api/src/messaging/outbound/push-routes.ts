import { PUSH_ENDPOINTS as endpoints, type PushConfig } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { recordSessionDevice } from '../../identity/auth/session-service';
import { addEndpoint } from '../../platform/http/endpoint-route';

/** Web push (contract: PUSH_ENDPOINTS): the Firebase web app of this environment, and each device's token. */
export async function pushRoutes(app: FastifyInstance) {
  const answer: PushConfig = { firebase: app.config.outbound.firebase?.web ?? null };
  addEndpoint(app, endpoints.config, async () => answer);
  addEndpoint(app, endpoints.saveToken, async (ctx, { body }) => {
    await recordSessionDevice(ctx, { fcmToken: body.fcm_token || null, clearFcmToken: !body.fcm_token });
    return null;
  });
}
