import { profileSchema, profileUpdateBodySchema } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../http/route';
import { ownProfile, updateOwnProfile } from './profile-service';

const tags = ['auth'];

/** The caller's own profile, mounted at /api/v1/auth (spec §7 auth user/update). */
export async function profileRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'GET',
    url: '/user/profile',
    rule: { auth: 'signed-in' },
    summary: 'The own profile (name, phone, email, whether a password is set)',
    tags,
    response: profileSchema,
    handler: (ctx) => ownProfile(ctx),
  });

  addRoute(app, {
    method: 'PUT',
    url: '/user/update',
    rule: { auth: 'signed-in' },
    summary: 'Update the own profile (full name, email)',
    tags,
    body: profileUpdateBodySchema,
    response: profileSchema,
    message: 'success.profile_updated',
    handler: (ctx, { body }) => updateOwnProfile(ctx, body),
  });
}
