import * as v from 'valibot';
import { endpoint } from './endpoint';
import { formObject } from './fields';
import { phoneSchema } from './phone';

// GET /api/v1/dev/outbox?phone=… (development only): the latest login code sent to a phone.
export const devOutboxQuerySchema = formObject({ phone: phoneSchema }, { phone: 'validation.phone_required' });
export const devOutboxMessageSchema = v.object({
  phone: v.string(),
  code: v.string(),
  purpose: v.string(),
  created_at: v.string(),
});
export type DevOutboxMessage = v.InferOutput<typeof devOutboxMessageSchema>;

// POST /api/v1/dev/seed (development only): the demo company added by the running API itself, so `npm run seed`
// never opens the embedded database a second time (issue 24.1).
export const devSeedResultSchema = v.object({
  created: v.boolean(),
  owner_phone: v.string(),
  ops_phone: v.string(),
  provider_phone: v.string(),
});
export type DevSeedResult = v.InferOutput<typeof devSeedResultSchema>;

/**
 * Development only: registered when the API sends login codes to its outbox (never in production), so they are
 * not in the production OpenAPI document; declared like every endpoint for the tests and scripts that call them.
 */
export const DEV_ENDPOINTS = {
  outbox: endpoint({
    operationId: 'getDevOutboxCode',
    method: 'GET',
    path: 'dev/outbox',
    access: { auth: 'public' },
    summary: 'Latest login code sent to a phone (development only)',
    tag: 'dev',
    query: devOutboxQuerySchema,
    response: devOutboxMessageSchema,
  }),
  seed: endpoint({
    operationId: 'seedDevDemo',
    method: 'POST',
    path: 'dev/seed',
    access: { auth: 'public' },
    summary: 'Adds the demo company to this database (development only)',
    tag: 'dev',
    response: devSeedResultSchema,
  }),
} as const;
