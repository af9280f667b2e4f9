import {
  notificationListSchema,
  notificationParamsSchema,
  notificationsQuerySchema,
  unreadCountSchema,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../http/route';
import { notificationList, readAll, readOne, unreadCount } from './notifications-service';

const tags = ['notifications'];
const canRead = { ability: { action: 'read', subject: 'b2b_notifications' } } as const;

/** The caller's in-app notifications, mounted at /api/v1/company. */
export async function notificationsRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'GET',
    url: '/notifications',
    rule: canRead,
    summary: "The caller's notifications (newest first) with the unread count; unread=1 for unread only",
    tags,
    query: notificationsQuerySchema,
    response: notificationListSchema,
    handler: (ctx, { query }) => notificationList(ctx, query),
  });

  addRoute(app, {
    method: 'GET',
    url: '/notifications/unread-count',
    rule: canRead,
    summary: "The caller's unread notifications count (the bell)",
    tags,
    response: unreadCountSchema,
    handler: (ctx) => unreadCount(ctx),
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
    handler: (ctx, { params }) => readOne(ctx, params),
  });

  addRoute(app, {
    method: 'POST',
    url: '/notifications/read-all',
    rule: canRead,
    summary: 'Mark every notification of the caller as read; answers the new unread count (0)',
    tags,
    response: unreadCountSchema,
    message: 'notifications.all_marked_read',
    handler: (ctx) => readAll(ctx),
  });
}
