import {
  lookupIdParamsSchema,
  propertySettingListQuerySchema,
  propertySettingListSchema,
  propertySettingSchema,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/app-error';
import { addRoute } from '../http/route';
import { findSetting, listSettings, type SettingKind, settingTables } from './property-settings-queries';

const summaries: Record<SettingKind, string> = {
  propertyType: 'Branch (property) types',
  propertyUnitType: 'Unit types',
  propertyUnitSpace: 'Unit spaces',
};

/** Spec §7 public/settings/{propertyType, propertyUnitType, propertyUnitSpace}, mounted at /api/v1/public/settings. */
export async function propertySettingsRoutes(app: FastifyInstance) {
  for (const kind of Object.keys(settingTables) as SettingKind[]) {
    addRoute(app, {
      method: 'GET',
      url: `/${kind}`,
      rule: { auth: 'public' },
      summary: summaries[kind],
      tags: ['settings'],
      query: propertySettingListQuerySchema,
      response: propertySettingListSchema,
      handler: (ctx, { query }) => listSettings(ctx.db, kind, query, ctx.lang),
    });
    addRoute(app, {
      method: 'GET',
      url: `/${kind}/:id`,
      rule: { auth: 'public' },
      summary: `${summaries[kind]}: one`,
      tags: ['settings'],
      params: lookupIdParamsSchema,
      response: propertySettingSchema,
      handler: async (ctx, { params }) => {
        const setting = await findSetting(ctx.db, kind, params.id);
        if (!setting) throw notFound();
        return setting;
      },
    });
  }
}
