import { notificationPreferencesBodySchema, notificationPreferencesSchema } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../http/route';
import { preferencesOf, savePreferences } from './preferences-service';

const tags = ['notifications'];

/** The caller's own notification preferences per type and channel, mounted at /api/v1/auth. */
export async function notificationPreferencesRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'GET',
    url: '/user/notification-preferences',
    rule: { auth: 'signed-in' },
    summary: 'Notification preferences of the caller: per type, in-app / WhatsApp / email',
    tags,
    response: notificationPreferencesSchema,
    handler: (ctx) => preferencesOf(ctx),
  });

  addRoute(app, {
    method: 'PUT',
    url: '/user/notification-preferences',
    rule: { auth: 'signed-in' },
    summary: 'Change notification preferences (only the types sent change); answers all of them',
    tags,
    body: notificationPreferencesBodySchema,
    response: notificationPreferencesSchema,
    message: 'notifications.preferences_saved',
    handler: (ctx, { body }) => savePreferences(ctx, body),
  });
}
