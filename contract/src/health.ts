import * as v from 'valibot';

// GET /api/health: liveness, the process answers (nothing else is checked: a restart would not cure an outage).
export const healthSchema = v.object({ alive: v.literal(true) });

// GET /api/ready: every readiness check passed. Otherwise 503, data naming each check 'ok' or 'failed', or
// { draining: true } while the process shuts down.
export const readySchema = v.objectWithRest({ database: v.literal('ok'), storage: v.literal('ok') }, v.literal('ok'));
