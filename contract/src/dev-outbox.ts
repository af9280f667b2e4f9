import * as v from 'valibot';
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
