import {
  lookupIdParamsSchema,
  propertySettingListQuerySchema,
  propertySettingListSchema,
  propertySettingSchema,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../http/route';
import { type SettingKind, settingTables } from './property-settings-queries';
import { propertySettingById, propertySettingList } from './property-settings-service';

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
      handler: (ctx, { query }) => propertySettingList(ctx, { kind, query }),
    });
    addRoute(app, {
      method: 'GET',
      url: `/${kind}/:id`,
      rule: { auth: 'public' },
      summary: `${summaries[kind]}: one`,
      tags: ['settings'],
      params: lookupIdParamsSchema,
      response: propertySettingSchema,
      handler: (ctx, { params }) => propertySettingById(ctx, { kind, id: params.id }),
    });
  }
}
