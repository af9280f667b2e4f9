import { PLATFORM_SETTINGS_ENDPOINTS as endpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { addEndpoint } from '../../../platform/http/endpoint-route';
import {
  platformSettingsHistory,
  readPlatformSettings,
  savePlatformSettings,
  supportContacts,
} from './platform-settings-service';

/**
 * Platform settings (contract: PLATFORM_SETTINGS_ENDPOINTS): read and changed by ops, the support contacts read by
 * anyone. The ops endpoints' access is `{ auth: 'ops' }` until the ops roles (issue 27.2) give them `ops_settings`.
 */
export async function platformSettingsRoutes(app: FastifyInstance) {
  addEndpoint(app, endpoints.get, (ctx) => readPlatformSettings(ctx.db));
  addEndpoint(app, endpoints.history, (ctx) => platformSettingsHistory(ctx.db));
  addEndpoint(app, endpoints.update, (ctx, { body }) =>
    savePlatformSettings(ctx.db, body, { userId: ctx.actor.userId, now: ctx.now }),
  );
  addEndpoint(app, endpoints.supportContacts, (ctx) => supportContacts(ctx.db));
}
