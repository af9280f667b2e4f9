import {
  notificationListSchema,
  notificationParamsSchema,
  notificationsQuerySchema,
  unreadCountSchema,
} from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestScope } from '../db/company-scope';
import { unauthenticated } from '../http/app-error';
import { addRoute } from '../http/route';
import { notificationList, readAll, readOne, unreadCount } from './notifications-service';

const tags = ['notifications'];
const canRead = { ability: { action: 'read', subject: 'b2b_notifications' } } as const;

/** The caller's in-app notifications, mounted at /api/v1/company. */
export async function notificationsRoutes(app: FastifyInstance) {
  const userOf = (request: FastifyRequest) => {
    if (!request.caller) throw unauthenticated();
    return request.caller.userId;
  };
  const scopeOf = (request: FastifyRequest) => requestScope(app.database.db, request);

  addRoute(app, {
    method: 'GET',
    url: '/notifications',
    rule: canRead,
    summary: "The caller's notifications (newest first) with the unread count; unread=1 for unread only",
    tags,
    query: notificationsQuerySchema,
    response: notificationListSchema,
    handler: async (_ctx, { query }, { request }) =>
      notificationList(scopeOf(request), userOf(request), query, request.lang),
  });

  addRoute(app, {
    method: 'GET',
    url: '/notifications/unread-count',
    rule: canRead,
    summary: "The caller's unread notifications count (the bell)",
    tags,
    response: unreadCountSchema,
    handler: async (_ctx, _input, { request }) => unreadCount(scopeOf(request), userOf(request)),
  });

  addRoute(app, {
    method: 'POST',
    url: '/notifications/:id/read',
    rule: canRead,
    summary: 'Mark one notification as read; answers the new unread count',
    tags,
    params: notificationParamsSchema,
    response: unreadCountSchema,
    message: 'notifications.marked_read',
    handler: async (_ctx, { params }, { request }) => readOne(scopeOf(request), userOf(request), params.id, app.now()),
  });

  addRoute(app, {
    method: 'POST',
    url: '/notifications/read-all',
    rule: canRead,
    summary: 'Mark every notification of the caller as read; answers the new unread count (0)',
    tags,
    response: unreadCountSchema,
    message: 'notifications.all_marked_read',
    handler: async (_ctx, _input, { request }) => readAll(scopeOf(request), userOf(request), app.now()),
  });
}
