import { PUBLIC_SETTINGS_ENDPOINTS } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { addEndpoint } from '../../platform/http/endpoint-route';
import { settingsList } from './settings-service';

/** Spec §7 public/settings/setting (contract: PUBLIC_SETTINGS_ENDPOINTS.settings), registered without a prefix. */
export async function settingsRoutes(app: FastifyInstance) {
  addEndpoint(app, PUBLIC_SETTINGS_ENDPOINTS.settings, (ctx, { query }) => settingsList(ctx, query));
}
