import { notificationPreferencesBodySchema, notificationPreferencesSchema } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthenticated } from '../http/app-error';
import { addRoute } from '../http/route';
import { preferencesOf, savePreferences } from './preferences-service';

const tags = ['notifications'];

/** The caller's own notification preferences per type and channel, mounted at /api/v1/auth. */
export async function notificationPreferencesRoutes(app: FastifyInstance) {
  const userOf = (request: FastifyRequest) => {
    if (!request.caller) throw unauthenticated();
    return request.caller.userId;
  };

  addRoute(app, {
    method: 'GET',
    url: '/user/notification-preferences',
    rule: { auth: 'signed-in' },
    summary: 'Notification preferences of the caller: per type, in-app / WhatsApp / email',
    tags,
    response: notificationPreferencesSchema,
    handler: async (_ctx, _input, { request }) => preferencesOf(app.database.db, userOf(request)),
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
    handler: async (_ctx, { body }, { request }) =>
      savePreferences(app.database.db, userOf(request), body.preferences, app.now()),
  });
}
