import { PROFILE_ENDPOINTS as endpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { addEndpoint } from '../../platform/http/endpoint-route';
import { ownProfile, updateOwnProfile } from './profile-service';

/** The caller's own profile (contract: PROFILE_ENDPOINTS). */
export async function profileRoutes(app: FastifyInstance) {
  addEndpoint(app, endpoints.get, (ctx) => ownProfile(ctx));
  addEndpoint(app, endpoints.update, (ctx, { body }) => updateOwnProfile(ctx, body));
}
