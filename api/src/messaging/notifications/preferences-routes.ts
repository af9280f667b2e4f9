import { NOTIFICATION_ENDPOINTS as endpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { addEndpoint } from '../../platform/http/endpoint-route';
import { preferencesOf, savePreferences } from './preferences-service';

/** The caller's own notification preferences per type and channel (contract: NOTIFICATION_ENDPOINTS). */
export async function notificationPreferencesRoutes(app: FastifyInstance) {
  addEndpoint(app, endpoints.preferences, (ctx) => preferencesOf(ctx));
  addEndpoint(app, endpoints.savePreferences, (ctx, { body }) => savePreferences(ctx, body));
}
