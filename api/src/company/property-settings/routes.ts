import { PROPERTY_SETTING_ENDPOINTS, SERVICE_TYPE_ENDPOINTS } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { addEndpoint } from '../../platform/http/endpoint-route';
import { type SettingKind, settingTables } from './property-settings-queries';
import { propertySettingById, propertySettingList } from './property-settings-service';

const ENDPOINTS = { ...PROPERTY_SETTING_ENDPOINTS, serviceType: SERVICE_TYPE_ENDPOINTS };

/** Spec §7 public/settings/{propertyType, propertyUnitType, propertyUnitSpace, serviceType} (contract). */
export async function propertySettingsRoutes(app: FastifyInstance) {
  for (const kind of Object.keys(settingTables) as SettingKind[]) {
    const endpoints = ENDPOINTS[kind];
    addEndpoint(app, endpoints.list, (ctx, { query }) => propertySettingList(ctx, { kind, query }));
    addEndpoint(app, endpoints.get, (ctx, { params }) => propertySettingById(ctx, { kind, id: params.id }));
  }
}
