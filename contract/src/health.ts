import * as v from 'valibot';

// GET /api/health
export const healthSchema = v.object({ database: v.literal('ok') });
