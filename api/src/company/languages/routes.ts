import { languagesQuerySchema, languagesResultSchema } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../platform/http/route';
import { languagesList } from './languages-service';

/** Mounted at /api/v1/public/settings (spec §7 public/settings/language). */
export async function languagesRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'GET',
    url: '/language',
    rule: { auth: 'public' },
    summary: 'Interface languages (iso, name, dir); sortBy sort|iso|name; page=0: the whole list',
    tags: ['settings'],
    query: languagesQuerySchema,
    response: languagesResultSchema,
    handler: (ctx, { query }) => languagesList(ctx, query),
  });
}
