import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { documentRoute } from './openapi-document';

/**
 * OpenAPI document built from the routes' contract schemas: UI at /api/docs, JSON at /api/docs/json when API_DOCS
 * is on (off in production unless enabled); the document itself is always built (app.swagger(), the fuzz test).
 * Must be registered before the routes it documents.
 */
export const openapiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'B2B maintenance portal API',
          version: '1.0.0',
          description:
            'Every answer is an envelope { status, message, data }; success bodies carry status 200. ' +
            'Send the `lang` header (ar, en, fr) for localized messages and `Role-Id` to act in a company role.',
        },
        // The paths are absolute (/api/v1/…): the document's own origin serves them.
        servers: [{ url: '/', description: 'This API' }],
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
      },
      transform: documentRoute as never,
    });
    if (!app.config.apiDocs) return;
    await app.register(async (docs) => {
      // The documentation itself is public; declared here because every route must declare its rule.
      docs.addHook('onRoute', (route) => {
        // Its page runs swagger-ui's scripts: swagger-ui sets its own hashed CSP (staticCSP) instead of the API's.
        // (helmet reads route.config.helmet; its own onRoute hook already ran for this route.)
        route.config = {
          ...route.config,
          auth: 'public',
          helmet: { contentSecurityPolicy: false },
        } as typeof route.config;
      });
      await docs.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    });
  },
  { name: 'openapi', dependencies: ['config'] },
);
