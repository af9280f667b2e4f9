import { PUBLIC_SETTINGS_ENDPOINTS } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { addEndpoint } from '../../platform/http/endpoint-route';
import { languagesList } from './languages-service';

/** Spec §7 public/settings/language (contract: PUBLIC_SETTINGS_ENDPOINTS.languages), registered without a prefix. */
export async function languagesRoutes(app: FastifyInstance) {
  addEndpoint(app, PUBLIC_SETTINGS_ENDPOINTS.languages, (ctx, { query }) => languagesList(ctx, query));
}
