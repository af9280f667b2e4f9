import { settingsQuerySchema, settingsResultSchema } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../platform/http/route';
import { settingsList } from './settings-service';

/** Mounted at /api/v1/public/settings (spec §7 public/settings/…). */
export async function settingsRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'GET',
    url: '/setting',
    rule: { auth: 'public' },
    summary: 'General settings of a platform (page=0: the whole list; minimum=true: key and value only)',
    tags: ['settings'],
    query: settingsQuerySchema,
    response: settingsResultSchema,
    handler: (ctx, { query }) => settingsList(ctx, query),
  });
}
