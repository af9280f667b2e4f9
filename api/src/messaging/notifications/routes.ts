import { NOTIFICATION_ENDPOINTS as endpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { addEndpoint } from '../../platform/http/endpoint-route';
import { notificationList, readAll, readOne, unreadCount } from './notifications-service';

/** The caller's in-app notifications (contract: NOTIFICATION_ENDPOINTS). */
export async function notificationsRoutes(app: FastifyInstance) {
  addEndpoint(app, endpoints.list, (ctx, { query }) => notificationList(ctx, query));
  addEndpoint(app, endpoints.unreadCount, (ctx) => unreadCount(ctx));
  addEndpoint(app, endpoints.markRead, (ctx, { params }) => readOne(ctx, params));
  addEndpoint(app, endpoints.markAllRead, (ctx) => readAll(ctx));
}
